import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import LoginGate from '@/components/LoginGate'
import Result, { ResultLine } from '@/components/Result'
import { rechargeChoice, rechargeQuery } from '@/features/RechargeFlow/query'
import { formatYuan } from '@/lib/money'
import { formatTime } from '@/lib/beijingTime'
import { backOrReplace, usePageParams } from '@/lib/navigation'
import { usePaymentPoll } from './usePaymentPoll'

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
  if (handOff) return <Result page tone='wait' title='正在前往充值…' />
  if (!PAY_NO.test(payNo)) return <Result page tone='error' title='支付链接无效' note='没有找到支付单号，请回到充值页重新发起' actions={[backToRecharge()]} />
  return <LoginGate back={`/pages/alipay/index?out_trade_no=${payNo}`} what='支付结果'><AlipayReturn payNo={payNo} /></LoginGate>
}

function AlipayReturn ({ payNo }: { payNo: string }) {
  const { payment, error, polling, refresh } = usePaymentPoll(payNo)
  const retry = [{ text: '重试', onClick: refresh }, { ...backToRecharge(), plain: true }]
  if (error && !payment) return <Result page tone='error' title='查询支付结果失败' note={error} actions={retry} />
  if (!payment) return <Result page tone='wait' title='正在确认支付结果…' />
  const ok = payment.status === 'success'
  const pending = payment.status === 'pending'
  return (
    <Result
      page
      tone={ok ? 'ok' : pending ? 'wait' : 'error'}
      title={ok ? '支付成功' : pending ? '处理中' : '支付失败'}
      amount={`¥${formatYuan(payment.amount)}`}
      note={pending ? (polling ? '正在等待支付宝确认，请稍候' : '支付宝尚未确认付款，如已付款请稍后刷新') : ok ? undefined : payment.fail_reason ?? undefined}
      actions={[
        pending
          ? { text: '刷新支付结果', busy: polling, onClick: refresh }
          : { text: '查看余额', onClick: () => { void backOrReplace('/pages/user/balance/index') } },
        { text: ok ? '继续充值' : '重新充值', plain: true, onClick: () => { void Taro.redirectTo({ url: RECHARGE }) } }
      ]}
    >
      <ResultLine label='到账金额' value={`¥${formatYuan(ok ? payment.amount : '0')}`} />
      <ResultLine label='手续费' value={`¥${formatYuan(payment.fee)}`} />
      <ResultLine label='实付金额' value={`¥${formatYuan(payment.pay_amount)}`} />
      <ResultLine label='支付方式' value='支付宝' />
      <ResultLine label='支付单号' value={payment.pay_no} />
      <ResultLine label='时间' value={formatTime(payment.created_at)} />
    </Result>
  )
}

function backToRecharge () {
  return { text: '返回充值', onClick: () => { void Taro.redirectTo({ url: RECHARGE }) } }
}
