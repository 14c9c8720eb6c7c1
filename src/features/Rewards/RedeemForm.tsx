import { View, Input, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { Redemption } from '../../../types/api'
import { redeemCodeOf } from '@/contract/formRules'
import { redeemCode } from '@/services/rewards'
import { isApiError } from '@/lib/request'
import { errorText } from '@/lib/errorText'
import { goLogin, hasToken } from '@/lib/session'
import { onValue } from '@/components/inputValue'
import Notice from '@/components/Notice'
import Result from '@/components/Result'
import '../../components/Rewards/index.scss'

interface Props {
  /** where a login comes back to */
  page: string
  /** an activity or the topic: codes of other campaigns are refused by the server */
  campaign?: string
  /** why codes cannot be redeemed here now (活动已结束), or '' */
  closed?: string
  onRedeemed?: (redemption: Redemption) => void
}

/**
 * The one redeem form (CDK page, activity CD keys, exchange topic): the code's format is checked with the server's
 * own rule before sending; a refusal (unknown, used, expired, too many tries) is said under the field.
 */
export default function RedeemForm ({ page, campaign, closed = '', onRedeemed }: Props) {
  const [text, setText] = useState('')
  const [problem, setProblem] = useState('')
  const [needsSteam, setNeedsSteam] = useState(false)
  const [result, setResult] = useState<Redemption | null>(null)
  const [busy, setBusy] = useState(false)
  const sending = useRef(false)

  const submit = async () => {
    if (sending.current) return
    if (!hasToken()) { goLogin(page); return }
    const code = redeemCodeOf(text)
    if (!code) { setProblem('兑换码格式不正确，应为 16 位字母或数字'); return }
    sending.current = true
    setBusy(true)
    setProblem('')
    setNeedsSteam(false)
    try {
      const redemption = await redeemCode(code, campaign)
      setResult(redemption)
      setText('')
      onRedeemed?.(redemption)
    } catch (failure) {
      setResult(null)
      setProblem(errorText(failure, '兑换失败，请稍后重试'))
      setNeedsSteam(isApiError(failure) && (failure.data as { bind?: string } | null)?.bind !== undefined)
    } finally {
      sending.current = false
      setBusy(false)
    }
  }

  return (
    <View className='redeem'>
      <Input className='redeem__input' placeholder='请输入 16 位兑换码' maxlength={24} value={text} disabled={Boolean(closed) || undefined}
        onInput={onValue((value) => { setText(value); setProblem('') })} onConfirm={() => { void submit() }} />
      <Notice text={problem} action={needsSteam ? { text: '去绑定', onClick: () => { void Taro.navigateTo({ url: '/pages/user/steambind' }) } } : undefined} />
      <Button className='redeem__submit' disabled={busy || Boolean(closed) || undefined} onClick={() => { void submit() }}>
        {closed || (busy ? '兑换中…' : hasToken() ? '立即兑换' : '登录后兑换')}
      </Button>
      {result && <GrantCard redemption={result} />}
    </View>
  )
}

/** What a redemption gave, with the way to it; a repeat says nothing new was granted. */
export function GrantCard ({ redemption }: { redemption: Redemption }) {
  const see = { text: '去查看', onClick: () => { void Taro.navigateTo({ url: redemption.link }) } }
  return redemption.repeated
    ? <Result tone='info' title='该兑换码你已兑换过，奖励不会重复发放' note={redemption.grant_text} actions={[{ ...see, plain: true }]} />
    : <Result tone='ok' title='兑换成功' note={grantNote(redemption)} actions={[see]} />
}

/** 账户余额 ¥10.00 read as the new balance: say the amount went into it. */
const grantNote = (redemption: Redemption): string =>
  redemption.grant_kind === 'balance' && redemption.amount ? `已存入余额 ¥${redemption.amount}` : `已发放：${redemption.grant_text}`
