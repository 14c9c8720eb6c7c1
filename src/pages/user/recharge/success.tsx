import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import type { Payment } from '../../../../types/api'
import Result, { ResultLine } from '@/components/Result'
import { formatYuan } from '@/lib/money'
import { paymentStatus } from '@/services/pay'
import { formatTime } from '@/lib/beijingTime'
import { backOrReplace, problemText, usePageParams } from '@/lib/navigation'

const CHANNEL_TEXT: Record<string, string> = { wechat: '微信支付', card: '银行卡', alipay: '支付宝', balance: '余额' }

/** /pages/user/recharge/success?pay_no=…: the payment's outcome, read back from the server. */
export default function RechargeSuccessPage () {
  const payNo = usePageParams().pay_no ?? ''
  const [payment, setPayment] = useState<Payment | null>(null)
  const [problem, setProblem] = useState('')

  useEffect(() => {
    if (!/^[A-Za-z0-9]{1,40}$/.test(payNo)) { setProblem('支付单号无效'); return }
    paymentStatus(payNo).then(setPayment).catch((e: unknown) => setProblem(problemText(e, '查询支付结果失败')))
  }, [payNo])

  const ok = payment?.status === 'success'
  return (
    <Result
      page
      tone={payment ? (ok ? 'ok' : 'error') : problem ? 'error' : 'wait'}
      title={payment ? (ok ? '充值成功' : '充值失败') : problem || '正在查询支付结果…'}
      amount={payment ? `¥${formatYuan(payment.amount)}` : undefined}
      note={payment && !ok ? payment.fail_reason ?? undefined : undefined}
      actions={[
        { text: '查看余额', onClick: () => { void backOrReplace('/pages/user/balance/index') } },
        { text: ok ? '继续充值' : '重新充值', plain: true, onClick: () => { void Taro.redirectTo({ url: '/pages/user/recharge/index' }) } }
      ]}
    >
      {payment && (
        <>
          <ResultLine label='到账金额' value={`¥${formatYuan(ok ? payment.amount : '0')}`} />
          <ResultLine label='手续费' value={`¥${formatYuan(payment.fee)}`} />
          <ResultLine label='实付金额' value={`¥${formatYuan(payment.pay_amount)}`} />
          <ResultLine label='支付方式' value={CHANNEL_TEXT[payment.channel] ?? payment.channel} />
          <ResultLine label='支付单号' value={payment.pay_no} />
          <ResultLine label='时间' value={formatTime(payment.created_at)} />
        </>
      )}
    </Result>
  )
}
