import PerkCampaignPage from '../parts/PerkCampaignPage'

/** /pages/active/rent-subsidy-activity-upgrade/index: the upgraded subsidy `rent_subsidy_plus` (higher rate, tiers on rentals). */
export default function Page () {
  return (
    <PerkCampaignPage
      promotionKey='rent_subsidy_plus'
      back='/pages/active/rent-subsidy-activity-upgrade/index'
      perks={{ title: '我的租金补贴', totalLabel: '累计补贴', emptyText: '报名后租赁饰品，接收报价后租金补贴即到账余额并记在这里' }}
      links={[
        { label: '去租饰品', note: '饰品详情页选择租赁', to: '/pages/market/home/index' },
        { label: '租赁补贴（基础版）', to: '/pages/active/rent-subsidy-activity/index' },
        { label: '我的订单', to: '/pages/order/index' }
      ]}
    />
  )
}
