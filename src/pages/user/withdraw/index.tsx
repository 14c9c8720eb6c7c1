import { useEffect, useRef, useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { is } from 'valibot'
import type { WithdrawChannel, WithdrawPreview, Withdrawal } from '../../../../types/api'
import { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import Empty from '@/components/Empty'
import { INVENTORY_URL } from '@/components/SellParts/links'
import PayPasswordSheet from '@/components/PayPasswordSheet'
import { useOnShow } from '@/components/useOnShow'
import { WITHDRAW_ACCOUNT_TEXT, withdrawAccountProblem } from '@/contract/formRules'
import { WithdrawalSchema } from '@/contract/sellOrders'
import { compare, formatYuan } from '@/lib/money'
import { isApiError } from '@/lib/request'
import { checkAmount, checkPayPasswordEntry, firstProblem, type Check } from '@/lib/validate'
import { wallet as fetchWallet } from '@/services/pay'
import { useStores } from '@/stores/context'
import { withdraw, withdrawPreview } from '@/services/withdraw'
import { problemText } from '@/lib/navigation'
import LoginGate from '@/components/LoginGate'
import PayMark from '@/components/PayMark'
import SimulatedMark from '@/components/SimulatedMark'
import './index.scss'

const CHANNELS: { channel: WithdrawChannel, name: string, placeholder: string }[] = [
  { channel: 'bank', name: '银行卡', placeholder: '请输入银行卡号' },
  { channel: 'alipay', name: '支付宝', placeholder: '请输入支付宝账号（手机号或邮箱）' }
]
const newKey = () => `wd_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`

function accountCheck (channel: WithdrawChannel, account: string): Check {
  const text = account.trim()
  if (!text) return channel === 'bank' ? '请输入银行卡号' : '请输入支付宝账号'
  const problem = withdrawAccountProblem(channel, text)
  return problem ? WITHDRAW_ACCOUNT_TEXT[problem] : null
}

/** Amount in the API's limits (decimal strings, never floats) and not above the withdrawable money; unchecked until they arrive. */
function amountCheck (amount: string, limits: WithdrawPreview | null): Check {
  if (!limits) return null
  const inLimits = checkAmount(amount, limits.min_amount, limits.max_amount)
  if (inLimits) return inLimits
  return compare(amount.trim(), limits.withdrawable) > 0 ? `超出可提现金额，当前可提现 ${formatYuan(limits.withdrawable)} 元` : null
}

/**
 * /pages/user/withdraw/index: sale proceeds out to a bank card or Alipay (server/README.md "Withdrawal").
 * Everything is checked here first; the server decides. One idempotency key per attempt: a retry after a lost
 * answer withdraws once; a changed amount, channel or account is a new attempt. The limits, the arrival time and whether
 * withdrawing is open at all are the preview's answer.
 */
function WithdrawPage () {
  const { wallet } = useStores()
  const purse = wallet.wallet
  const [limits, setLimits] = useState<WithdrawPreview | null>(null)
  const [loadProblem, setLoadProblem] = useState('')
  const [channel, setChannel] = useState<WithdrawChannel>('bank')
  const [account, setAccount] = useState('')
  const [amount, setAmount] = useState('')
  const [password, setPassword] = useState('')
  const [preview, setPreview] = useState<WithdrawPreview | null>(null)
  const [tried, setTried] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const key = useRef(newKey())

  const load = () => {
    setLoadProblem('')
    Promise.all([wallet.load(fetchWallet), withdrawPreview(channel)])
      .then(([, p]) => setLimits(p))
      .catch((e: unknown) => setLoadProblem(problemText(e, '加载失败，请稍后重试')))
  }
  useOnShow(load)

  const amountProblem = amountCheck(amount, limits)
  const accountProblem = accountCheck(channel, account)
  useEffect(() => { key.current = newKey() }, [amount, channel, account])
  useEffect(() => {
    setPreview(null)
    if (amountProblem) return
    const timer = setTimeout(() => {
      withdrawPreview(channel, amount.trim()).then(setPreview).catch(() => setPreview(null))
    }, 300)
    return () => clearTimeout(timer)
  }, [amount, channel, amountProblem])

  const opened = (outcome: Withdrawal) => Taro.redirectTo({ url: `/pages/user/withdraw/result?withdraw_no=${outcome.withdraw_no}` })

  const send = async () => {
    setTried(true)
    const first = firstProblem(accountProblem, amountProblem, checkPayPasswordEntry(password))
    if (first) { setProblem(first); return }
    if (limits && limits.remaining_today <= 0) { setProblem('24 小时内最多提现 3 次，请稍后再试'); return }
    setProblem(null)
    setBusy(true)
    // the page stays busy while it is replaced by the result (no re-render of a leaving page)
    try {
      const done = await withdraw({ amount: amount.trim(), channel, account: account.trim(), payPassword: password }, key.current)
      key.current = newKey()
      await opened(done)
    } catch (error) {
      // the channel refused: recorded as failed with the money back; its page shows why
      if (isApiError(error) && error.status === 4202 && is(WithdrawalSchema, error.data)) { key.current = newKey(); await opened(error.data); return }
      // a wrong pay password is typed again; the amount and account stay
      if (isApiError(error) && (error.status === 4301 || error.status === 4302)) setPassword('')
      setProblem(problemText(error, '提现失败，请稍后重试'))
      setBusy(false)
    }
  }

  const nothing = limits !== null && compare(limits.withdrawable, limits.min_amount) < 0
  // the API has no payout behind it: the button stays off and the page says why
  const closed = limits !== null && !limits.enabled
  const placeholder = CHANNELS.find((c) => c.channel === channel)?.placeholder ?? ''

  return (
    <View className='withdraw-page'>
      <View className='withdraw-page__head'>
        <Text className='withdraw-page__label'>可提现金额（元）</Text>
        <Text className='withdraw-page__amount' data-testid='withdrawable'>{limits ? formatYuan(limits.withdrawable) : loadProblem ? '--' : '…'}</Text>
        <Text className='withdraw-page__balance'>可用余额 ¥{purse ? formatYuan(purse.balance) : '--'}{purse && compare(purse.frozen, 0) > 0
          ? `，冻结 ¥${formatYuan(purse.frozen)}`
          : ''}</Text>
        <Text className='withdraw-page__why'>出售所得可提现；充值未消费的余额不可提现（可用于购买）；CS2 出售所得在交易保护期内冻结，解冻后可提现。</Text>
        <Text className='withdraw-page__record' onClick={() => Taro.navigateTo({ url: '/pages/user/withdraw/record' })}>提现记录 ›</Text>
      </View>

      <Notice text={loadProblem} action={{ text: '重试', onClick: load }} />

      {nothing && limits && (
        <View className='withdraw-page__card'>
          <Empty compact icon='withdraw' text='暂无可提现金额' note={`单笔最低提现 ${formatYuan(limits.min_amount)} 元。出售饰品成交并结算后，所得即可提现。`}
            action={{ text: '去出售饰品', onClick: () => { void Taro.navigateTo({ url: INVENTORY_URL }) } }} />
        </View>
      )}

      <View className='withdraw-page__card'>
        <Text className='withdraw-page__title'>提现到</Text>
        {limits?.simulated && <SimulatedMark className='withdraw-page__simulated' />}
        {CHANNELS.map((c) => (
          <View key={c.channel} role='radio' aria-checked={channel === c.channel} className='withdraw-page__channel'
            onClick={() => { setChannel(c.channel); setAccount(''); setProblem(null) }}>
            <PayMark kind={c.channel} className='withdraw-page__channel-icon' />
            <Text className='withdraw-page__channel-name'>{c.name}</Text>
            <View className={`withdraw-page__radio${channel === c.channel ? ' withdraw-page__radio--on' : ''}`} />
          </View>
        ))}
        <Input className='withdraw-page__input' type='text' maxlength={channel === 'bank' ? 23 : 100}
          placeholder={placeholder} value={account} onInput={(e) => { setAccount(e.detail.value); setProblem(null) }} />
        {(tried || account !== '') && accountProblem && account.trim().length >= (channel === 'bank' ? 16 : 1) && (
          <View className='withdraw-page__hint' role='alert'><Text>{accountProblem}</Text></View>
        )}
      </View>

      <View className='withdraw-page__card'>
        <Text className='withdraw-page__title'>提现金额</Text>
        <View className='withdraw-page__amount-row'>
          <Text className='withdraw-page__yen'>¥</Text>
          <Input className='withdraw-page__input withdraw-page__input--amount' type='digit'
            placeholder={limits ? `最低 ${formatYuan(limits.min_amount)} 元` : '提现金额'} value={amount}
            onInput={(e) => { setAmount(e.detail.value); setProblem(null) }} />
          <Text className='withdraw-page__all' onClick={() => { if (limits) { setAmount(formatYuan(limits.withdrawable)); setProblem(null) } }}>全部提现</Text>
        </View>
        {(tried || amount !== '') && amountProblem && <View className='withdraw-page__hint' role='alert'><Text>{amountProblem}</Text></View>}
        {limits && (
          <Text className='withdraw-page__rule'>
            {`单笔 ${formatYuan(limits.min_amount)} - ${formatYuan(limits.max_amount)} 元，手续费 ${limits.fee_rate}` +
              `（最低 ${formatYuan(limits.min_fee)} 元，从提现金额中扣除），24 小时内还可提现 ${limits.remaining_today} 次`}
          </Text>
        )}
      </View>

      <View className='withdraw-page__card'>
        <View className='withdraw-page__line'>
          <Text>提现金额</Text>
          <Text data-testid='preview-amount'>{preview?.amount ? `¥${formatYuan(preview.amount)}` : '--'}</Text>
        </View>
        <View className='withdraw-page__line'>
          <Text>手续费</Text>
          <Text data-testid='preview-fee'>{preview?.fee ? `¥${formatYuan(preview.fee)}` : '--'}</Text>
        </View>
        <View className='withdraw-page__line withdraw-page__line--total'>
          <Text>到账金额</Text>
          <Text data-testid='preview-arrive'>{preview?.arrive_amount ? `¥${formatYuan(preview.arrive_amount)}` : '--'}</Text>
        </View>
        <View className='withdraw-page__line'>
          <Text>到账时间</Text>
          <Text data-testid='arrival'>{limits?.arrival ?? '--'}</Text>
        </View>
      </View>

      <View className='withdraw-page__card'>
        <PayPasswordSheet label='支付密码' value={password} onChange={(value) => { setPassword(value); setProblem(null) }} />
      </View>

      <Notice text={closed ? '提现渠道暂未开通，暂时无法提现' : problem} />
      <View className='withdraw-page__foot'>
        {/* busy as disabled + text: the H5 Button's loading icon throws insertBefore in Taro's stencil runtime */}
        <SubmitButton
          text={busy ? '提现中…' : preview?.arrive_amount ? `确认提现，到账 ¥${formatYuan(preview.arrive_amount)}` : '确认提现'}
          disabled={!limits || nothing || closed || busy}
          onClick={() => { void send() }}
        />
        <Text className='withdraw-page__note'>失败的提现款项原路退回余额。</Text>
      </View>
    </View>
  )
}

const WithdrawScreen = observer(WithdrawPage)

export default function Page () {
  return <LoginGate back='/pages/user/withdraw/index' what='提现'><WithdrawScreen /></LoginGate>
}
