import PerkCampaignPage from '../parts/PerkCampaignPage'

/** /pages/active/exemptFee/index: fee-free selling, the campaign `exempt_fee` (server/README.md "Fee and rent promotions"). */
export default function Page () {
  return (
    <PerkCampaignPage
      promotionKey='exempt_fee'
      back='/pages/active/exemptFee/index'
      perks={{ title: '我的免手续费', totalLabel: '累计节省手续费', emptyText: '报名后出售饰品，前 10 笔免收手续费，节省的手续费会记在这里' }}
      links={[
        { label: '去出售', note: '从我的库存上架', to: '/pages/sell/inventory/index' },
        { label: '我的在售', to: '/pages/sell/listings/index' },
        { label: '出售返利', note: '另返 50% 手续费', to: '/pages/active/sellRebate/index' }
      ]}
    />
  )
}
