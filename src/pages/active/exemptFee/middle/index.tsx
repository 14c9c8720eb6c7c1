import { useEffect, useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View } from '@tarojs/components'
import type { PromotionView } from '../../../../../types/api'
import Result, { type ResultAction } from '@/components/Result'
import { goLogin } from '@/lib/session'
import { useShownData } from '@/components/useShownData'
import { joinPromotion, promotionDetail } from '@/services/promotions'
import { openRoute, problemText, toast } from '@/lib/navigation'
import { useStores } from '@/stores/context'
import { CampaignStore } from '@/stores/campaign'
import '../../parts/parts.scss'

const KEY = 'exempt_fee'
const HERE = '/pages/active/exemptFee/middle/index'
const CAMPAIGN = '/pages/active/exemptFee/index'
const INVENTORY = '/pages/sell/inventory/index'

/**
 * /pages/active/exemptFee/middle/index: the fee-free campaign's hand-off (ads and the sell screen link here). It routes by
 * the viewer's state: a visitor logs in and comes back; not eligible → the reason; not joined → join; joined → the sell
 * inventory while the campaign is live, else the campaign page.
 */
function MiddlePage () {
  // the campaign's view is shared with its screen (stores/campaign): the last known one shows at once, each open reads it again
  const campaigns = useStores().shared(CampaignStore)
  const shown = useShownData(() => campaigns.load(KEY, promotionDetail), null as PromotionView | null)
  const [joining, setJoining] = useState(false)
  const view = campaigns.view(KEY)
  const joinedLive = view?.me?.joined === true && view.status === 'live'
  useEffect(() => { if (joinedLive) void openRoute(INVENTORY, 'replace') }, [joinedLive])

  const join = async () => {
    if (joining) return
    setJoining(true)
    try {
      await joinPromotion(KEY)
      toast('报名成功，出售即免手续费')
      void openRoute(INVENTORY, 'replace')
    } catch (failure) {
      toast(problemText(failure, '报名失败，请稍后重试'))
      shown.reload()
    } finally {
      setJoining(false)
    }
  }
  const campaign: ResultAction = { text: '查看活动详情', onClick: () => void openRoute(CAMPAIGN, 'replace'), plain: true }
  const panel = (() => {
    if (view === null) {
      if (shown.error) return <Result tone='error' title='活动加载失败' note={shown.error} actions={[{ text: '重试', onClick: shown.reload }]} />
      return <Result title='正在进入活动…' />
    }
    const me = view.me
    if (me === null) return <Result title='登录后参加免手续费出售' note={view.subtitle} actions={[{ text: '登录', onClick: () => goLogin(HERE) }, campaign]} />
    if (joinedLive) return <Result tone='ok' title='你已报名' note='正在前往我的库存…' actions={[{ text: '去出售', onClick: () => void openRoute(INVENTORY, 'replace') }]} />
    if (view.status === 'upcoming') return <Result title='活动尚未开始' note='开始后即可报名，出售免手续费' actions={[campaign]} />
    if (view.status === 'ended') return <Result title='活动已结束' note={me.joined ? '已达成的奖励可在活动页领取' : '感谢关注，敬请期待下一期'} actions={[campaign]} />
    if (!me.eligible) {
      const steam = me.reason.includes('Steam')
      return <Result
        title='暂不符合参与条件'
        note={me.reason}
        actions={[...(steam ? [{ text: '去绑定 Steam', onClick: () => void openRoute('/pages/user/steambind') }] : []), campaign]}
      />
    }
    return <Result
      title='报名出售免手续费'
      note={view.perks[0] ?? view.subtitle}
      actions={[{ text: joining ? '报名中…' : '立即报名', onClick: () => void join() }, campaign]}
    />
  })()
  return <View className='promo-sub promo-sub--plain'>{panel}</View>
}

export default observer(MiddlePage)
