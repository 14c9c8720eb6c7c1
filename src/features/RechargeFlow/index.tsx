import { useEffect, useRef, useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { PayChannelInfo, RechargePreview } from '../../../types/api'
import { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import { Loading } from '@/components/ListState'
import SimulatedMark from '@/components/SimulatedMark'
import { useOnShow } from '@/components/useOnShow'
import { formatYuan } from '@/lib/money'
import { isApiError, requestSettings } from '@/lib/request'
import { checkAmount } from '@/lib/validate'
import { problemText } from '@/lib/navigation'
import { alipayRecharge, recharge, rechargePreview, wallet as fetchWallet, type RechargeChannel } from '@/services/pay'
import { useStores } from '@/stores/context'
import { RECHARGE_PRESETS, type RechargeChoice } from './query'
import PayMark from '@/components/PayMark'
import './index.scss'

/** Where the Alipay cashier sends the user back: the page that reads the payment's real state. */
export const ALIPAY_RETURN = '/pages/alipay/index'
const newKey = () => `rc_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`

/**
 * The one recharge flow (/pages/user/recharge/index and the outside-link entry /pages/recharge/index): presets or a
 * custom amount, channel, fee preview from the server, pay. WeChat and card answer at once (→ the result page);
 * Alipay hands off to its cashier, which comes back to ALIPAY_RETURN. Alipay is not offered inside WeChat.
 * Channels, fees and limits are the wallet's answer: none is shown before it arrives.
 */
function RechargeFlow ({ choice = {} }: { choice?: RechargeChoice }) {
  const { wallet } = useStores()
  const purse = wallet.wallet
  const [amount, setAmount] = useState(choice.amount ?? '100')
  const [custom, setCustom] = useState(choice.amount !== undefined && !RECHARGE_PRESETS.includes(choice.amount))
  const [wanted, setWanted] = useState<RechargeChannel | undefined>(choice.channel)
  const [preview, setPreview] = useState<RechargePreview | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // one key per amount and channel: a repeated tap or a retry after a lost answer charges once
  const key = useRef(newKey())

  useOnShow(() => {
    wallet.load(fetchWallet).catch((e: unknown) => setProblem(problemText(e, '加载失败，请稍后重试')))
  })

  const { platform, baseUrl } = requestSettings()
  const insideWeChat = platform.runtime === 'weapp' || platform.runtime === 'miniProgramWebView'
  const listed = (purse?.channels ?? []).filter((c): c is PayChannelInfo & { channel: RechargeChannel } => c.channel !== 'balance'
    && !(insideWeChat && c.channel === 'alipay'))
  // a channel this runtime does not offer (from a link, or one that closed) falls back to the first one open
  const picked = listed.find((c) => c.enabled && c.channel === wanted) ?? listed.find((c) => c.enabled)
  const channel = picked?.channel
  // none listed or none enabled (no payment provider behind this API): nothing is selected and nothing can be paid
  const closed = purse !== null && !picked
  const loading = purse === null && wallet.failure === null

  const amountProblem = purse ? checkAmount(amount, purse.recharge_min, purse.recharge_max) : null
  useEffect(() => {
    key.current = newKey()
    setPreview(null)
    if (amountProblem || !channel) return
    const timer = setTimeout(() => {
      rechargePreview(amount.trim(), channel).then(setPreview).catch(() => setPreview(null))
    }, 300)
    return () => clearTimeout(timer)
  }, [amount, channel, amountProblem])

  const pay = async () => {
    if (amountProblem) { setProblem(amountProblem); return }
    if (!channel) return
    setProblem(null)
    setBusy(true)
    try {
      if (channel === 'alipay') {
        const handOff = await alipayRecharge(amount.trim(), platform.absoluteUrl(ALIPAY_RETURN), key.current)
        platform.openExternal(handOff.cashier_url.startsWith('/') ? baseUrl + handOff.cashier_url : handOff.cashier_url)
        return
      }
      const payment = await recharge(amount.trim(), channel, key.current)
      key.current = newKey()
      await Taro.redirectTo({ url: `/pages/user/recharge/success?pay_no=${payment.pay_no}` })
    } catch (error) {
      // a declined payment is final for this key; a new try gets a new key
      if (isApiError(error) && (error.status === 4202 || error.status === 4009)) key.current = newKey()
      setProblem(problemText(error, '支付失败，请稍后重试'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='recharge-page'>
      <View className='recharge-page__balance'>
        <Text>当前可用余额</Text>
        <Text className='recharge-page__balance-value'>¥{purse ? formatYuan(purse.balance) : '--'}</Text>
      </View>

      <View className='recharge-page__card'>
        <Text className='recharge-page__title'>充值金额</Text>
        <View className='recharge-page__presets'>
          {RECHARGE_PRESETS.map((preset) => (
            <View
              key={preset}
              className={`recharge-page__preset${!custom && amount === preset ? ' recharge-page__preset--on' : ''}`}
              onClick={() => { setCustom(false); setAmount(preset); setProblem(null) }}
            >
              <Text className='recharge-page__preset-value'>{preset}</Text><Text className='recharge-page__preset-unit'>元</Text>
            </View>
          ))}
        </View>
        <View className={`recharge-page__custom${custom ? ' recharge-page__custom--on' : ''}`}>
          <Text className='recharge-page__yen'>¥</Text>
          <Input
            className='recharge-page__input'
            type='digit'
            placeholder={purse ? `其他金额（${purse.recharge_min}-${purse.recharge_max}）` : '其他金额'}
            value={custom ? amount : ''}
            onFocus={() => { if (!custom) { setCustom(true); setAmount('') } }}
            onInput={(e) => { setCustom(true); setAmount(e.detail.value); setProblem(null) }}
          />
        </View>
        {custom && amount !== '' && amountProblem && <View className='recharge-page__hint' role='alert'><Text>{amountProblem}</Text></View>}
      </View>

      {/* none listed: no empty card, the notice above the button says why */}
      {(loading || listed.length > 0) && <View className='recharge-page__card'>
        <Text className='recharge-page__title'>支付方式</Text>
        {loading && <Loading />}
        {listed.map((c) => { const on = channel === c.channel; return (
          <View
            key={c.channel}
            role='radio'
            aria-checked={on}
            className={`recharge-page__channel${c.enabled ? '' : ' recharge-page__channel--off'}`}
            onClick={() => { if (c.enabled) setWanted(c.channel) }}
          >
            <PayMark kind={c.channel} />
            <View className='recharge-page__channel-text'>
              <Text className='recharge-page__channel-name'>{c.name}</Text>
              <Text className='recharge-page__channel-fee'>
                {c.enabled ? `手续费 ${c.fee_rate}，最低 ${formatYuan(c.min_fee)} 元${c.channel === 'alipay' ? ' · 跳转支付宝付款' : ''}` : '暂不可用'}
              </Text>
              {c.simulated && <SimulatedMark />}
            </View>
            <View className={`recharge-page__radio${on ? ' recharge-page__radio--on' : ''}`} />
          </View>
        ) })}
      </View>}

      <View className='recharge-page__card recharge-page__sum'>
        <View className='recharge-page__line'>
          <Text>充值金额</Text>
          <Text data-testid='preview-amount'>
            {preview ? `¥${formatYuan(preview.amount)}` : amountProblem || !purse ? '--' : `¥${formatYuan(amount.trim())}`}
          </Text>
        </View>
        <View className='recharge-page__line'><Text>手续费</Text><Text data-testid='preview-fee'>{preview ? `¥${formatYuan(preview.fee)}` : '--'}</Text></View>
        <View className='recharge-page__line recharge-page__line--total'>
          <Text>实付金额</Text>
          <Text data-testid='preview-pay'>{preview ? `¥${formatYuan(preview.pay_amount)}` : '--'}</Text>
        </View>
      </View>

      <Notice text={closed ? '暂无可用的支付方式，充值暂停，请稍后再试' : problem} />
      <View className='recharge-page__foot'>
        <SubmitButton
          text={preview ? `${channel === 'alipay' ? '去支付宝支付' : '确认支付'} ¥${formatYuan(preview.pay_amount)}` : '确认支付'}
          busy={busy}
          disabled={Boolean(amountProblem) || !picked}
          onClick={pay}
        />
        <Text className='recharge-page__note' onClick={() => Taro.navigateTo({ url: '/pages/propaganda/payment' })}>充值到账后可用于购买饰品，不支持提现至原支付渠道。支付安全说明 ›</Text>
      </View>
    </View>
  )
}

export default observer(RechargeFlow)
