import { View, Text, Button } from '@tarojs/components'
import LineIcon from '../LineIcon'
import { ICON_PATHS, type IconName } from '../LineIcon/paths'
import { colour } from '@/styles/tokens'
import './index.scss'

interface EmptyProps {
  /** what is missing, in a sentence: 还没有收藏的饰品 */
  text: string
  /** why, or what fills it */
  note?: string
  icon?: IconName
  /** the way on: 去逛逛 */
  action?: { text: string, onClick: () => void }
  /** inside a section of a screen rather than filling it */
  compact?: boolean
}

/** The one empty state: an icon, a sentence and a way on. */
export default function Empty ({ text, note, icon = 'box', action, compact = false }: EmptyProps) {
  return (
    <View className={`empty-state${compact ? ' empty-state--compact' : ''}`} role='status'>
      <View className='empty-state__mark'><LineIcon path={ICON_PATHS[icon]} colour={colour.textTertiary} className='empty-state__icon' /></View>
      <Text className='empty-state__text'>{text}</Text>
      {note && <Text className='empty-state__note'>{note}</Text>}
      {action && <Button className='empty-state__action' size='mini' onClick={action.onClick}>{action.text}</Button>}
    </View>
  )
}
