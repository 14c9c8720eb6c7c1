import { observer } from 'mobx-react-lite'
import { View, Text } from '@tarojs/components'
import type { PromotionView } from '../../../../types/api'
import PerkCampaignPage from '../parts/PerkCampaignPage'
import LinkRows from '../parts/LinkRows'
import { useStores } from '@/stores/context'
import { CampaignStore } from '@/stores/campaign'
import '../parts/parts.scss'
import '../parts/perkUses.scss'

const APPLY = '/pages/active/rent-grey-activity/apply-page/index'

/** What the grey release means for the viewer: in (apply), already in, not yet, or log in to find out. */
function greyText (view: PromotionView | null): { title: string, note: string, apply: boolean } {
  const me = view?.me
  if (view === null) return { title: '', note: '', apply: false }
  if (me === null || me === undefined) return { title: '登录后查看内测资格', note: '内测按账号分批开放，资格在活动期间保持不变', apply: false }
  if (me.joined) return { title: '你已开通租赁补贴内测', note: '租赁订单完成时自动补贴，记录见下方', apply: false }
  if (me.eligible) return { title: '你已获得内测资格', note: view.status === 'live' ? '申请开通后，租赁订单完成即享补贴' : '活动进行中时可申请开通', apply: view.status === 'live' }
  return { title: '暂未获得内测资格', note: me.reason || '后续批次开放后可申请', apply: false }
}

/** /pages/active/rent-grey-activity/index: the rent subsidy's grey release `rent_grey` (eligibility grey_percent). */
function RentGreyPage () {
  // the same view its PromotionScreen reads (stores/campaign)
  const view = useStores().shared(CampaignStore).view('rent_grey')
  const grey = greyText(view)
  return (
    <PerkCampaignPage
      promotionKey='rent_grey'
      back='/pages/active/rent-grey-activity/index'
      perks={{ title: '我的租金补贴', totalLabel: '累计补贴', emptyText: '开通后租赁饰品，接收报价后租金补贴即到账余额并记在这里' }}
      links={[
        { label: '去租饰品', note: '饰品详情页选择租赁', to: '/pages/market/home/index' },
        { label: '租赁补贴（公开版）', to: '/pages/active/rent-subsidy-activity/index' }
      ]}
    >
      {view !== null && (
        <View className='promo-panel grey-status'>
          <View className='promo-panel__head'><Text>内测资格</Text></View>
          <Text className='promo-panel__text grey-status__title'>{grey.title}</Text>
          <Text className='promo-panel__text'>{grey.note}</Text>
        </View>
      )}
      {grey.apply && <LinkRows rows={[{ label: '申请开通内测', note: '1 分钟完成', to: APPLY }]} />}
    </PerkCampaignPage>
  )
}

export default observer(RentGreyPage)
