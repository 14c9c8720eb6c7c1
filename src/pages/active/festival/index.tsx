import SeasonPage from '../parts/SeasonPage'

/** /pages/active/festival/index: the seasonal event `season_festival` (server/db/seedPromotions.ts). */
export default function Page () {
  return <SeasonPage promotionKey='season_festival' back='/pages/active/festival/index' />
}
