import { View, Text } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import './index.scss'

export type NoticeTone = 'info' | 'ok' | 'warning' | 'error'

interface NoticeProps {
  /** nothing renders while this is empty, so a form can pass its problem as it is */
  text: string | null | undefined
  tone?: NoticeTone
  /** one way on beside the words, e.g. 去设置 or 重试 */
  action?: { text: string, onClick: () => void }
}

/** The one inline banner: a sentence over a form or a section, tinted by its tone, with at most one way on. */
export default function Notice ({ text, tone = 'error', action }: NoticeProps) {
  if (!text) return null
  return (
    <View className={`notice notice--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <Text className='notice__text'>{text}</Text>
      {action && (
        <View className='notice__action' {...tappable()} onClick={action.onClick}>
          <Text>{action.text}</Text><Text className='notice__chevron'>›</Text>
        </View>
      )}
    </View>
  )
}
