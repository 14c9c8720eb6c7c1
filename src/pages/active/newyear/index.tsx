import SeasonPage from '../parts/SeasonPage'

/** /pages/active/newyear/index: the seasonal event `season_newyear` (server/db/seedPromotions.ts). */
export default function Page () {
  return <SeasonPage promotionKey='season_newyear' back='/pages/active/newyear/index' />
}
