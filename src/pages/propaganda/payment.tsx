import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import PayMark, { type PayMarkKind } from '@/components/PayMark'
import './payment.scss'

const METHODS: { name: string, kind: PayMarkKind, text: string }[] = [
  { name: '余额支付', kind: 'balance', text: '使用账户可用余额付款，无手续费；开启支付密码后每次付款需输入 6 位支付密码。' },
  { name: '微信支付', kind: 'wechat', text: '充值或直接付款，手续费 0.6%（最低 0.01 元），由微信支付清算。' },
  { name: '银行卡', kind: 'card', text: '支持主流银行借记卡与信用卡，手续费 1%（最低 0.01 元）。' }
]
const SAFETY = [
  '交易款项在买家确认收货前由平台冻结保管，卖家发货完成后才结算。',
  '支付密码只在付款时发送到服务器校验，App 与网页都不会保存。',
  '同一笔支付带有唯一的幂等标识，网络重试或重复点击只会扣款一次。',
  '平台客服不会索要你的验证码、支付密码或 Steam 令牌。'
]

/** /pages/propaganda/payment: payment methods and payment safety explained. */
export default function PaymentExplainerPage () {
  return (
    <View className='pay-explainer'>
      <View className='pay-explainer__hero'>
        <Text className='pay-explainer__title'>支付方式与资金安全</Text>
        <Text className='pay-explainer__note'>多种支付方式，资金全程托管</Text>
      </View>
      <Text className='pay-explainer__section'>支持的支付方式</Text>
      {METHODS.map((m) => (
        <View key={m.name} className='pay-explainer__card'>
          <PayMark kind={m.kind} />
          <View className='pay-explainer__body'>
            <Text className='pay-explainer__name'>{m.name}</Text>
            <Text className='pay-explainer__text'>{m.text}</Text>
          </View>
        </View>
      ))}
      <Text className='pay-explainer__section'>支付安全</Text>
      <View className='pay-explainer__card pay-explainer__card--list'>
        {SAFETY.map((line, i) => <Text key={i} className='pay-explainer__item'>{i + 1}. {line}</Text>)}
      </View>
      <Text className='pay-explainer__go' onClick={() => Taro.navigateTo({ url: '/pages/user/recharge/index' })}>去充值 ›</Text>
    </View>
  )
}
