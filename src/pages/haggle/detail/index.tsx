import { View, Text, Button } from '@tarojs/components'
import Taro, { useShareAppMessage } from '@tarojs/taro'
import Result from '@/components/Result'
import { usePageParams } from '@/lib/navigation'
import LoginGate from '@/components/LoginGate'
import HaggleCard from '../components/HaggleCard'
import HelperList from '../components/HelperList'
import { haggleIdOf, useHaggle } from '../components/useHaggle'
import { copyHelpLink, shareCard, sharesWithCard } from '../components/share'
import { Loading } from '@/components/ListState'
import '../components/haggle.scss'

/**
 * /pages/haggle/detail/index?haggle_id: my haggle — price now, floor, the deadline counted on the server's clock, progress,
 * helpers and sharing (a copied H5 link, or the mini-program's share card to the help page).
 */
export default function HaggleDetailPage () {
  const haggleId = haggleIdOf(usePageParams())
  return <LoginGate back={`/pages/haggle/detail/index?haggle_id=${haggleId}`} what='我的砍价'><HaggleDetail haggleId={haggleId} /></LoginGate>
}

function HaggleDetail ({ haggleId }: { haggleId: number }) {
  const { haggle, error, reload } = useHaggle(haggleId)
  useShareAppMessage(() => shareCard(haggleId, haggle?.prize.item.name ?? '饰品'))
  const go = (url: string) => void Taro.redirectTo({ url })
  if (error) return <View className='haggle-page haggle-page--plain'>
    <Result
      tone='error'
      title='无法打开砍价'
      note={error}
      actions={[{ text: '重试', onClick: () => void reload() }, { text: '返回砍价首页', plain: true, onClick: () => go('/pages/haggle/index') }]}
    />
  </View>
  if (!haggle) return <View className='haggle-page haggle-page--plain'><Loading /></View>
  if (!haggle.is_mine) {
    return <View className='haggle-page haggle-page--plain'>
      <Result
        title='这是好友的砍价'
        note={`${haggle.owner_nickname} 正在砍 ${haggle.prize.item.name}`}
        actions={[{ text: '去帮TA砍一刀', onClick: () => go(`/pages/haggle/power/index?haggle_id=${haggleId}`) }]}
      />
    </View>
  }
  const name = haggle.prize.item.name
  return (
    <View className='haggle-page'>
      <View className='haggle-banner'>
        <Text className='haggle-banner__title'>{haggle.state === 'running' ? '邀请好友帮你砍价' : haggle.state === 'expired' ? '砍价已结束' : '已砍到底价'}</Text>
        <Text className='haggle-banner__note'>{haggle.state === 'running' ? '每位好友可助力一次，新用户砍得更多' : `已有 ${haggle.helpers.length} 位好友助力`}</Text>
      </View>
      <HaggleCard haggle={haggle} onDeadline={() => void reload()} />
      <View className='haggle-actions'>
        {haggle.state === 'running' && (sharesWithCard()
          ? <Button className='haggle-button' openType='share'>分享给好友砍一刀</Button>
          : <Button className='haggle-button' onClick={() => copyHelpLink(haggleId, name)}>复制链接，邀请好友砍一刀</Button>)}
        {(haggle.state === 'floor' || haggle.state === 'claimed') && (
          <Button className='haggle-button' onClick={() => go(`/pages/haggle/prize/index?haggle_id=${haggleId}`)}>
            {haggle.state === 'floor' ? '领取奖品' : '查看奖品'}
          </Button>
        )}
        {haggle.state === 'expired'
          && <Button className='haggle-button' onClick={() => go(`/pages/haggle/prize/index?prize_id=${haggle.prize.prize_id}`)}>重新发起砍价</Button>}
        <View className='haggle-actions__row'>
          <Button className='haggle-button haggle-button--plain' onClick={() => void Taro.navigateTo({ url: '/pages/haggle/draglist/index' })}>排行榜</Button>
          <Button className='haggle-button haggle-button--plain' onClick={() => void Taro.navigateTo({ url: '/pages/haggle/index' })}>更多奖品</Button>
        </View>
      </View>
      <HelperList helpers={haggle.helpers} />
    </View>
  )
}
