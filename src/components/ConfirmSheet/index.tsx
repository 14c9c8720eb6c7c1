import { View, Text } from '@tarojs/components'
import BottomSheet from '../BottomSheet'
import { SubmitButton } from '../FormField'
import { tappable } from '@/lib/tappable'
import './index.scss'

interface ConfirmSheetProps {
  title: string
  /** what the player agrees to, e.g. 支付 ¥11.90 开启 1 次 */
  text: string
  /** label and value rows above the button (item, amount, fee) */
  lines?: [string, string][]
  confirmText?: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}

/** The one confirmation before money leaves the account or a trade ends: the amount in words, a confirm button and 再想想. */
export default function ConfirmSheet ({ title, text, lines = [], confirmText = '确认', busy = false, onConfirm, onCancel }: ConfirmSheetProps) {
  return (
    <BottomSheet title={title} onClose={onCancel} className='confirm-sheet'>
      <View className='confirm-sheet__body'>
        <Text className='confirm-sheet__text'>{text}</Text>
        {lines.map(([label, value]) => (
          <View key={label} className='confirm-sheet__line'><Text>{label}</Text><Text className='confirm-sheet__value'>{value}</Text></View>
        ))}
        <SubmitButton text={confirmText} busy={busy} onClick={onConfirm} />
        <Text {...tappable()} className='confirm-sheet__cancel' onClick={onCancel}>再想想</Text>
      </View>
    </BottomSheet>
  )
}
