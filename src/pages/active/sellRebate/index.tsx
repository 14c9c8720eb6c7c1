import PerkCampaignPage from '../parts/PerkCampaignPage'

/**
 * /pages/active/sellRebate/index: the sell rebate `sell_rebate`, part of each sale's fee back when it completes
 * (server/README.md "Fee and rent promotions").
 */
export default function Page () {
  return (
    <PerkCampaignPage
      promotionKey='sell_rebate'
      back='/pages/active/sellRebate/index'
      perks={{ title: '我的返利', totalLabel: '累计返还', emptyText: '报名后出售的订单交易完成时，返还的手续费会到账余额并记在这里' }}
      links={[
        { label: '去出售', note: '从我的库存上架', to: '/pages/sell/inventory/index' },
        { label: '出售免手续费', to: '/pages/active/exemptFee/index' },
        { label: '余额明细', to: '/pages/user/balance/index' }
      ]}
    />
  )
}
