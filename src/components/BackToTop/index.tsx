import { View, Text } from '@tarojs/components'
import './index.scss'

/** Screens of scrolling after which a long list offers the way back up, sparing a long swipe. */
export const BACK_TO_TOP_SCREENS = 2

/** Whether a list scrolled `scrollTop` px on a `screenHeight` px screen shows the button. */
export function showsBackToTop (scrollTop: number, screenHeight: number): boolean {
  return scrollTop > BACK_TO_TOP_SCREENS * screenHeight
}

/** The round "back to top" button over a long list: 44 px, bottom right, above the tab bar. */
export default function BackToTop ({ onTap }: { onTap: () => void }) {
  return (
    <View className='back-to-top' role='button' aria-label='回到顶部' onClick={onTap}>
      <View className='back-to-top__arrow' />
      <Text className='back-to-top__text'>顶部</Text>
    </View>
  )
}
