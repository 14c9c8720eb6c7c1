import { View, Text, Input, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { Redemption } from '../../../types/api'
import { redeemCodeOf } from '@/contract/formRules'
import { redeemCode } from '@/services/rewards'
import { isApiError } from '@/lib/request'
import { errorText } from '@/lib/errorText'
import { goLogin, hasToken } from '@/lib/session'
import { onValue } from '@/components/inputValue'
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
      {problem && (
        <View className='redeem__problem' role='alert'>
          <Text>{problem}</Text>
          {needsSteam && <Text className='redeem__fix' onClick={() => { void Taro.navigateTo({ url: '/pages/user/steambind' }) }}>去绑定 ›</Text>}
        </View>)}
      <Button className='redeem__submit' disabled={busy || Boolean(closed) || undefined} onClick={() => { void submit() }}>
        {closed || (busy ? '兑换中…' : hasToken() ? '立即兑换' : '登录后兑换')}
      </Button>
      {result && <GrantCard redemption={result} />}
    </View>
  )
}

/** What a redemption gave, with the way to it; a repeat says nothing new was granted. */
export function GrantCard ({ redemption }: { redemption: Redemption }) {
  return (
    <View className={`grant-card ${redemption.repeated ? 'grant-card--repeat' : ''}`}>
      <Text className='grant-card__title'>{redemption.repeated ? '该兑换码你已兑换过，奖励不会重复发放' : '兑换成功'}</Text>
      <Text className='grant-card__what'>{redemption.grant_text}</Text>
      <Text className='grant-card__link' onClick={() => { void Taro.navigateTo({ url: redemption.link }) }}>去查看 ›</Text>
    </View>
  )
}
