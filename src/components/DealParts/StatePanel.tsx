import { View, Text, Button } from '@tarojs/components'
import './index.scss'

export interface PanelAction { text: string, onClick: () => void, plain?: boolean }

/** The designed non-list states of the deal screens (ended, not eligible, error, visitor, done): a title, a note, ways on. */
export default function StatePanel ({ title, note, tone = 'info', actions = [] }: { title: string, note?: string, tone?: 'info' | 'error' | 'ok', actions?: PanelAction[] }) {
  return (
    <View className={`deal-state deal-state--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <View className='deal-state__mark'><Text>{tone === 'ok' ? '✓' : tone === 'error' ? '!' : 'i'}</Text></View>
      <Text className='deal-state__title'>{title}</Text>
      {note && <Text className='deal-state__note'>{note}</Text>}
      {actions.map((action) => (
        <Button key={action.text} className={`deal-state__action${action.plain ? ' deal-state__action--plain' : ''}`} onClick={action.onClick}>{action.text}</Button>
      ))}
    </View>
  )
}
