import { View, Text, Image } from '@tarojs/components'
import { imageAlt } from '@/lib/platform/picture'
import type { Haggle } from '@/contract/deals'
import { assetUrl } from '@/lib/format'
import { yuan } from '@/components/DealParts/money'
import Empty from '@/components/Empty'
import './haggle.scss'

/** The friends who helped, newest first, with their cut (新人 marks a new user's bigger cut). */
export default function HelperList ({ helpers }: { helpers: Haggle['helpers'] }) {
  return (
    <View className='haggle-helpers'>
      <Text className='haggle-helpers__title'>助力好友（{helpers.length}）</Text>
      {helpers.length === 0 && <Empty compact icon='invite' text='还没有好友助力，快分享给好友吧' />}
      {helpers.map((helper, index) => (
        <View key={`${helper.nickname}-${helper.at}-${index}`} className='haggle-helpers__row'>
          <Image {...imageAlt('')} className='haggle-helpers__avatar' src={assetUrl(helper.avatar)} />
          <Text className='haggle-helpers__name'>{helper.nickname}</Text>
          {helper.new_user && <Text className='haggle-helpers__new'>新人</Text>}
          <Text className='haggle-helpers__cut'>砍掉 {yuan(helper.cut)}</Text>
        </View>
      ))}
    </View>
  )
}
