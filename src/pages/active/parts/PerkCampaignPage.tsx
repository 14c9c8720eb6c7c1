import { useState, type ReactNode } from 'react'
import type { PromotionView } from '../../../../types/api'
import PromotionScreen from '@/features/PromotionScreen'
import LinkRows, { type LinkRow } from './LinkRows'
import PerkUses from './PerkUses'

interface PerkCampaignPageProps {
  promotionKey: string
  back: string
  /** the perk card: its title, what its total means and how to get the first one */
  perks: { title: string, totalLabel: string, emptyText: string }
  links: LinkRow[]
  children?: ReactNode
}

/**
 * A fee or rent campaign (server/README.md "Fee and rent promotions"): the one promotion screen, then my perk uses once
 * joined (waived fees, rebates, subsidies) and the ways on (sell, rent, the related campaign).
 */
export default function PerkCampaignPage ({ promotionKey, back, perks, links, children }: PerkCampaignPageProps) {
  const [joined, setJoined] = useState(false)
  const seen = (view: PromotionView) => setJoined(view.me?.joined === true)
  return (
    <PromotionScreen promotionKey={promotionKey} back={back} onView={seen}>
      {children}
      <PerkUses promotionKey={promotionKey} joined={joined} {...perks} />
      <LinkRows rows={links} />
    </PromotionScreen>
  )
}
