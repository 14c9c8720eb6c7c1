import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Payment } from '../../../../types/api'
import { SubmitButton } from '@/components/FormField'
import { formatYuan } from '@/lib/money'
import { paymentStatus } from '@/services/pay'
import { formatTime } from '@/lib/beijingTime'
import { backOrReplace, problemText, usePageParams } from '@/lib/navigation'
import '@/components/ResultPage/index.scss'

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
    <View className='result-page'>
      <View className={`result-page__icon result-page__icon--${payment ? (ok ? 'ok' : 'fail') : problem ? 'fail' : 'wait'}`}>
        <Text>{payment ? (ok ? '✓' : '!') : problem ? '!' : '…'}</Text>
      </View>
      <Text className='result-page__title'>{payment ? (ok ? '充值成功' : '充值失败') : problem || '正在查询支付结果…'}</Text>
      {payment && <Text className='result-page__amount'>¥{formatYuan(payment.amount)}</Text>}
      {payment && !ok && payment.fail_reason && <Text className='result-page__reason'>{payment.fail_reason}</Text>}
      {payment && (
        <View className='result-page__card'>
          <View className='result-page__line'><Text>到账金额</Text><Text>¥{formatYuan(ok ? payment.amount : '0')}</Text></View>
          <View className='result-page__line'><Text>手续费</Text><Text>¥{formatYuan(payment.fee)}</Text></View>
          <View className='result-page__line'><Text>实付金额</Text><Text>¥{formatYuan(payment.pay_amount)}</Text></View>
          <View className='result-page__line'><Text>支付方式</Text><Text>{CHANNEL_TEXT[payment.channel] ?? payment.channel}</Text></View>
          <View className='result-page__line'><Text>支付单号</Text><Text>{payment.pay_no}</Text></View>
          <View className='result-page__line'><Text>时间</Text><Text>{formatTime(payment.created_at)}</Text></View>
        </View>
      )}
      <View className='result-page__actions'>
        <SubmitButton text='查看余额' onClick={() => { void backOrReplace('/pages/user/balance/index') }} />
        <View className='result-page__gap' />
        <SubmitButton plain text={ok ? '继续充值' : '重新充值'} onClick={() => { void Taro.redirectTo({ url: '/pages/user/recharge/index' }) }} />
      </View>
    </View>
  )
}
