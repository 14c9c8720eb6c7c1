import { useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { Partner, PartnerQuote } from '../../../types/api'
import BottomSheet from '@/components/BottomSheet'
import PayPasswordSheet from '@/components/PayPasswordSheet'
import { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import { showDialog } from '@/lib/dialog'
import { openRoute, PAY_PASSWORD_PAGE, problemText } from '@/lib/navigation'
import { isApiError } from '@/lib/request'
import { checkPayPasswordEntry } from '@/lib/validate'

/** The server's "no pay password yet" answer (3000 with reason not_set). */
const notSet = (error: unknown): boolean => isApiError(error) && error.status === 3000 &&
  typeof error.data === 'object' && error.data !== null && (error.data as { reason?: unknown }).reason === 'not_set'

interface OutConfirmSheetProps {
  partner: Partner
  quote: PartnerQuote
  /** sends the exchange with this pay password; throws the server's refusal */
  onSend: (payPassword: string) => Promise<void>
  onClose: () => void
}

/**
 * 转出 confirm step: balance leaves the account, so the 6-digit pay password is asked as on the withdrawal page
 * (server/README.md "Partner apps"). A wrong password is cleared and the server's message shown (tries left); the sheet and
 * the amount stay. A user without a pay password is offered the page that sets one.
 */
export default function OutConfirmSheet ({ partner, quote, onSend, onClose }: OutConfirmSheetProps) {
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const sending = useRef(false)

  const send = async () => {
    if (sending.current) return // a double tap sends one request
    const entry = checkPayPasswordEntry(password)
    if (entry) { setProblem(entry); return }
    sending.current = true
    setBusy(true)
    setProblem('')
    try {
      await onSend(password)
    } catch (error) {
      if (isApiError(error) && [3000, 4301, 4302].includes(error.status)) setPassword('')
      setProblem(problemText(error, '兑换失败，请稍后重试'))
      if (notSet(error)) {
        const go = await showDialog({
          title: '请先设置支付密码',
          content: '余额转出需验证支付密码，设置 6 位数字支付密码后再来转出',
          confirmText: '去设置',
          cancelText: '取消'
        }).catch(() => ({ confirm: false }))
        if (go.confirm) void openRoute(PAY_PASSWORD_PAGE)
      }
    } finally {
      sending.current = false
      setBusy(false)
    }
  }

  return (
    <BottomSheet title='确认转出' onClose={onClose}>
      <View className='px-sheet'>
        <View className='px-sheet__line'><Text>转出金额</Text><Text className='px-sheet__money'>¥{quote.amount}</Text></View>
        <View className='px-sheet__line'><Text>{`到账${partner.name}`}</Text><Text className='px-sheet__strong'>{quote.points} {partner.points_name}</Text></View>
        <View className='px-sheet__line'><Text>兑换比例</Text><Text>{quote.rate_text}</Text></View>
        <View className='px-sheet__password'>
          <PayPasswordSheet label='支付密码' value={password} onChange={(value) => { setPassword(value); setProblem('') }} />
        </View>
        <Notice text={problem} />
        <SubmitButton text={busy ? '转出中…' : `确认转出 ¥${quote.amount}`} busy={busy} onClick={() => { void send() }} />
      </View>
    </BottomSheet>
  )
}
