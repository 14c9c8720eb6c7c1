import { useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import LoginGate from '@/components/LoginGate'
import { SubmitButton } from '@/components/FormField'
import { rechargeChoice, rechargeQuery } from '@/features/RechargeFlow/query'
import { formatYuan } from '@/lib/money'
import { formatTime } from '@/lib/beijingTime'
import { backOrReplace, usePageParams } from '@/lib/navigation'
import { usePaymentPoll } from './usePaymentPoll'
import '@/components/ResultPage/index.scss'

const PAY_NO = /^[A-Za-z0-9]{1,40}$/
const RECHARGE = '/pages/user/recharge/index'

/**
 * /pages/alipay/index: Alipay's way in and out. Back from the cashier (`out_trade_no`), it reads the payment's real state
 * from the server until it settles (nothing in the return query is trusted: only Alipay's notification credits, once).
 * A request to pay (`?amount=…`) is handed to the one recharge flow with Alipay chosen.
 */
export default function Page () {
  const params = usePageParams()
  const payNo = params.out_trade_no ?? ''
  const handOff = !payNo && params.amount !== undefined
  useEffect(() => {
    if (handOff) void Taro.redirectTo({ url: `/pages/recharge/index${rechargeQuery({ ...rechargeChoice(params), channel: 'alipay' })}` })
  }, []) // eslint-disable-line react-hooks/exhaustive-deps -- once: the link's parameters do not change
  if (handOff) return <View className='result-page'><Text className='result-page__title'>正在前往充值…</Text></View>
  if (!PAY_NO.test(payNo)) return <Outcome icon='fail' title='支付链接无效' note='没有找到支付单号，请回到充值页重新发起' />
  return <LoginGate back={`/pages/alipay/index?out_trade_no=${payNo}`} what='支付结果'><AlipayReturn payNo={payNo} /></LoginGate>
}

function AlipayReturn ({ payNo }: { payNo: string }) {
  const { payment, error, polling, refresh } = usePaymentPoll(payNo)
  if (error && !payment) return <Outcome icon='fail' title='查询支付结果失败' note={error} retry={refresh} />
  if (!payment) return <Outcome icon='wait' title='正在确认支付结果…' />
  const ok = payment.status === 'success'
  const pending = payment.status === 'pending'
  return (
    <View className='result-page'>
      <View className={`result-page__icon result-page__icon--${ok ? 'ok' : pending ? 'wait' : 'fail'}`}><Text>{ok ? '✓' : pending ? '…' : '!'}</Text></View>
      <Text className='result-page__title'>{ok ? '支付成功' : pending ? '处理中' : '支付失败'}</Text>
      <Text className='result-page__amount'>¥{formatYuan(payment.amount)}</Text>
      {pending && <Text className='result-page__reason'>{polling ? '正在等待支付宝确认，请稍候' : '支付宝尚未确认付款，如已付款请稍后刷新'}</Text>}
      {!ok && !pending && payment.fail_reason && <Text className='result-page__reason'>{payment.fail_reason}</Text>}
      <View className='result-page__card'>
        <View className='result-page__line'><Text>到账金额</Text><Text>¥{formatYuan(ok ? payment.amount : '0')}</Text></View>
        <View className='result-page__line'><Text>手续费</Text><Text>¥{formatYuan(payment.fee)}</Text></View>
        <View className='result-page__line'><Text>实付金额</Text><Text>¥{formatYuan(payment.pay_amount)}</Text></View>
        <View className='result-page__line'><Text>支付方式</Text><Text>支付宝</Text></View>
        <View className='result-page__line'><Text>支付单号</Text><Text>{payment.pay_no}</Text></View>
        <View className='result-page__line'><Text>时间</Text><Text>{formatTime(payment.created_at)}</Text></View>
      </View>
      <View className='result-page__actions'>
        {pending
          ? <SubmitButton text='刷新支付结果' busy={polling} onClick={refresh} />
          : <SubmitButton text='查看余额' onClick={() => { void backOrReplace('/pages/user/balance/index') }} />}
        <View className='result-page__gap' />
        <SubmitButton plain text={ok ? '继续充值' : '重新充值'} onClick={() => { void Taro.redirectTo({ url: RECHARGE }) }} />
      </View>
    </View>
  )
}

function Outcome ({ icon, title, note, retry }: { icon: 'fail' | 'wait', title: string, note?: string, retry?: () => void }) {
  return (
    <View className='result-page'>
      <View className={`result-page__icon result-page__icon--${icon}`}><Text>{icon === 'fail' ? '!' : '…'}</Text></View>
      <Text className='result-page__title'>{title}</Text>
      {note && <Text className='result-page__reason'>{note}</Text>}
      {icon === 'fail' && (
        <View className='result-page__actions'>
          {retry && <SubmitButton text='重试' onClick={retry} />}
          {retry && <View className='result-page__gap' />}
          <SubmitButton plain={Boolean(retry)} text='返回充值' onClick={() => { void Taro.redirectTo({ url: RECHARGE }) }} />
        </View>
      )}
    </View>
  )
}
