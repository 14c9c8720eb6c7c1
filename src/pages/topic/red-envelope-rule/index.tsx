import { View, Text } from '@tarojs/components'
import EnvelopeLinks from '../envelope-parts/EnvelopeLinks'
import '../envelope-parts/envelope.scss'

// the rules the local API enforces (server/README.md "Red packets and envelopes"), said to the user
const RULES: { head: string, items: string[] }[] = [
  {
    head: '怎样获得红包',
    items: [
      '在红包活动页完成任务：参与活动、绑定 Steam 账号、分享一个红包给好友、完成一笔饰品购买（确认收货并过交易保护期，CS2 为 7 天），每个任务可领取一个红包。',
      '打开好友分享的红包：购物红包放入我的红包，余额红包直接存入余额。每个红包每人只能领取一次。'
    ]
  },
  {
    head: '怎样使用红包',
    items: [
      '下单支付时在优惠中选择红包，和优惠券一样抵扣饰品价格；每笔订单只能使用一张红包或一张优惠券。',
      '订单金额需达到红包的使用门槛；租赁订单只抵扣租金，押金不参与抵扣，归还后全额退回。',
      '抵扣后订单至少需支付 ¥0.01；未支付的订单超时关闭后，红包退回我的红包。'
    ]
  },
  {
    head: '有效期',
    items: [
      '红包自领取起在有效期内可用（任务红包 7-15 天，好友红包 7 天），过期后不可使用，也不会退回现金。',
      '活动结束后任务红包不再发放，已领取的红包在有效期内仍可使用。'
    ]
  },
  {
    head: '好友分享的红包',
    items: [
      '分享的红包由平台出资，总额在创建时即按二倍均值法分成若干份（每份至少 ¥0.01），第几位领取就得到第几份。',
      '红包页公布分配种子的哈希值；红包领完或过期后公开种子和每份金额，可在红包页核对分配是否被改动。',
      '红包在有效时间内未领完的部分不再发放；不能领取自己分享的红包。'
    ]
  }
]

/** /pages/topic/red-envelope-rule/index: the event's rules. */
export default function EnvelopeRulesPage () {
  return (
    <View className='envelope-page'>
      <View className='envelope-page__hero'>
        <Text className='envelope-page__hero-title'>红包规则</Text>
        <Text className='envelope-page__hero-note'>红包是一种下单抵扣券，规则与优惠券相同</Text>
      </View>
      <View className='envelope-rules'>
        {RULES.map((section) => (
          <View key={section.head}>
            <Text className='envelope-rules__head'>{section.head}</Text>
            {section.items.map((item, index) => <Text key={item} className='envelope-rules__item'>{index + 1}. {item}</Text>)}
          </View>
        ))}
      </View>
      <EnvelopeLinks here='/pages/topic/red-envelope-rule/index' />
    </View>
  )
}
