import PromotionScreen from '@/features/PromotionScreen'
import InviteCodeCard from '../parts/InviteCodeCard'
import LinkRows from '../parts/LinkRows'
import { recordsUrl } from '../parts/records'

/** /pages/active/liverInvite/index: the streamer invite campaign (liver_invite, metric invitees) with my invite code. */
export default function Page () {
  return (
    <PromotionScreen promotionKey='liver_invite' back='/pages/active/liverInvite/index'>
      <InviteCodeCard />
      <LinkRows rows={[{ label: '我的领奖记录', to: recordsUrl('liver_invite') }]} />
    </PromotionScreen>
  )
}
