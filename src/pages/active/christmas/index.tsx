import SeasonPage from '../parts/SeasonPage'

/** /pages/active/christmas/index: the seasonal event `season_christmas` (server/db/seedPromotions.ts). */
export default function Page () {
  return <SeasonPage promotionKey='season_christmas' back='/pages/active/christmas/index' />
}
