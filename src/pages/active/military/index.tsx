import SeasonPage from '../parts/SeasonPage'

/** /pages/active/military/index: the seasonal event `season_military` (server/db/seedPromotions.ts). */
export default function Page () {
  return <SeasonPage promotionKey='season_military' back='/pages/active/military/index' />
}
