import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import Result from '@/components/Result'
import { goLogin } from '@/lib/session'
import { usePageParams } from '@/lib/navigation'
import HaggleCard from '../components/HaggleCard'
import { haggleIdOf, useHaggle } from '../components/useHaggle'
import { Loading } from '@/components/ListState'
import '../components/haggle.scss'

const RULE = '注册 7 天内、从未助力过的用户为新用户：助力可砍掉剩余金额的 20%-40%（普通助力 5%-15%），每个砍价仍只能助力一次。'

/** /pages/haggle/newuser/index?haggle_id: new-user help — the rule, then a bigger cut for a new user, a plain help for others. */
export default function HaggleNewUserPage () {
  const haggleId = haggleIdOf(usePageParams())
  const { haggle, error, reload } = useHaggle(haggleId)
  const open = (url: string) => void Taro.navigateTo({ url })
  const back = `/pages/haggle/newuser/index?haggle_id=${haggleId}`
  if (error) return <View className='haggle-page haggle-page--plain'>
    <Result
      tone='error'
      title='无法打开新人助力'
      note={error}
      actions={[{ text: '重试', onClick: () => void reload() }, { text: '看看砍价奖品', plain: true, onClick: () => open('/pages/haggle/index') }]}
    />
  </View>
  if (!haggle) return <View className='haggle-page haggle-page--plain'><Loading /></View>
  const visitor = haggle.help_refusal === '登录后才能助力'
  return (
    <View className='haggle-page'>
      <View className='haggle-banner'>
        <Text className='haggle-banner__title'>新人助力 砍得更多</Text>
        <Text className='haggle-banner__note'>{RULE}</Text>
      </View>
      <HaggleCard haggle={haggle} />
      <View className='haggle-actions'>
        {visitor && <Button className='haggle-button' onClick={() => goLogin(back)}>注册 / 登录，新人助力</Button>}
        {!visitor && haggle.help_refusal === null && haggle.viewer_new_user && (
          <Button className='haggle-button' onClick={() => open(`/pages/haggle/powering/index?haggle_id=${haggleId}`)}>新人助力，砍一大刀</Button>
        )}
        {!visitor && haggle.help_refusal === null && !haggle.viewer_new_user && (
          <>
            <View className='haggle-tip' role='status'>你已不是新用户，仍可以普通助力</View>
            <View className='haggle-actions__row'>
              <Button className='haggle-button' onClick={() => open(`/pages/haggle/powering/index?haggle_id=${haggleId}`)}>帮TA砍一刀</Button>
            </View>
          </>
        )}
        {!visitor && haggle.help_refusal !== null && <View className='haggle-tip' role='status'>{haggle.help_refusal}</View>}
        <View className='haggle-actions__row'>
          <Button className='haggle-button haggle-button--plain' onClick={() => open('/pages/haggle/index')}>我也要免费拿</Button>
        </View>
      </View>
    </View>
  )
}
