import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'

const LINKS = [
  { url: '/pages/topic/red-envelope-event/index', text: '红包活动' },
  { url: '/pages/topic/red-envelope/index', text: '我的红包' },
  { url: '/pages/topic/red-envelope-order/index', text: '红包订单' },
  { url: '/pages/topic/red-envelope-rule/index', text: '活动规则' }
]

/** The red envelope screens lead to each other (event, my envelopes, orders, rules); the current one is left out. */
export default function EnvelopeLinks ({ here }: { here: string }) {
  return (
    <View className='envelope-links'>
      {LINKS.filter((link) => link.url !== here).map((link) => (
        <Text key={link.url} className='envelope-links__link' onClick={() => { void Taro.navigateTo({ url: link.url }) }}>{link.text}</Text>
      ))}
    </View>
  )
}
