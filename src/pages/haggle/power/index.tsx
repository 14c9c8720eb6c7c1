import { View, Text, Button } from '@tarojs/components'
import Taro, { useShareAppMessage } from '@tarojs/taro'
import Result from '@/components/Result'
import { goLogin } from '@/lib/session'
import { usePageParams } from '@/lib/navigation'
import HaggleCard from '../components/HaggleCard'
import HelperList from '../components/HelperList'
import { haggleIdOf, useHaggle } from '../components/useHaggle'
import { powerPath, shareCard } from '../components/share'
import { Loading } from '@/components/ListState'
import '../components/haggle.scss'

/**
 * /pages/haggle/power/index?haggle_id: the help page a friend opens from the share. 帮TA砍一刀 goes to the helping page;
 * a visitor logs in first and comes back here; a new user is pointed at the bigger new-user help; the owner sees their own.
 */
export default function HagglePowerPage () {
  const haggleId = haggleIdOf(usePageParams())
  const { haggle, error, reload } = useHaggle(haggleId)
  useShareAppMessage(() => shareCard(haggleId, haggle?.prize.item.name ?? '饰品'))
  const open = (url: string) => void Taro.navigateTo({ url })
  const toPrizes = { text: '我也要免费拿', plain: true, onClick: () => open('/pages/haggle/index') }
  if (error) return <View className='haggle-page haggle-page--plain'>
    <Result tone='error' title='无法打开助力' note={error} actions={[{ text: '重试', onClick: () => void reload() }, toPrizes]} />
  </View>
  if (!haggle) return <View className='haggle-page haggle-page--plain'><Loading /></View>

  const visitor = haggle.help_refusal === '登录后才能助力'
  const canHelp = haggle.help_refusal === null
  return (
    <View className='haggle-page'>
      <View className='haggle-banner'>
        <Text className='haggle-banner__title'>{haggle.is_mine ? '这是你的砍价' : `${haggle.owner_nickname} 邀请你帮TA砍一刀`}</Text>
        <Text className='haggle-banner__note'>帮好友砍价，你也可以免费拿饰品</Text>
      </View>
      <HaggleCard haggle={haggle} onDeadline={() => void reload()} />
      <View className='haggle-actions'>
        {haggle.viewer_new_user && canHelp && (
          <Text className='haggle-tip' onClick={() => open(`/pages/haggle/newuser/index?haggle_id=${haggleId}`)}>新人专享：你的助力可砍 20%-40%，了解新人助力 ›</Text>
        )}
        {canHelp && <Button className='haggle-button' onClick={() => open(`/pages/haggle/powering/index?haggle_id=${haggleId}`)}>帮TA砍一刀</Button>}
        {visitor && <Button className='haggle-button' onClick={() => goLogin(powerPath(haggleId))}>登录后帮TA砍一刀</Button>}
        {haggle.is_mine
          && <Button className='haggle-button' onClick={() => void Taro.redirectTo({ url: `/pages/haggle/middle?haggle_id=${haggleId}` })}>查看我的砍价</Button>}
        {!canHelp && !visitor && !haggle.is_mine && <View className='haggle-tip' role='status'>{haggle.help_refusal}</View>}
        <View className='haggle-actions__row'><Button className='haggle-button haggle-button--plain' onClick={toPrizes.onClick}>{toPrizes.text}</Button></View>
      </View>
      <HelperList helpers={haggle.helpers} />
    </View>
  )
}
