import { View } from '@tarojs/components'
import { hasToken } from '@/lib/session'
import { loginUrl, openRoute } from '@/lib/navigation'
import EntryGroup from '../user/components/EntryGroup'
import { PLAY, PROMOTIONS } from '../user/components/activities'
import './index.scss'

/** /pages/active/index, 活动中心: every draw, game and promotion in one list, opened from the mine tab. */
export default function ActivityCentre () {
  const open = (url: string, needsLogin: boolean) => { void openRoute(needsLogin && !hasToken() ? loginUrl(url) : url) }
  return (
    <View className='activity-centre'>
      <EntryGroup title='抽奖与玩法' entries={PLAY} loggedIn={hasToken()} open={open} />
      <EntryGroup title='福利活动' entries={PROMOTIONS} loggedIn={hasToken()} open={open} />
    </View>
  )
}
