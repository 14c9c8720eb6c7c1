import { View, Text, Button } from '@tarojs/components'
import type { PromotionTier } from '../../../../types/api'
import './parts.scss'

const STATE_TEXT: Record<PromotionTier['state'], string> = { locked: '未达成', claimable: '可领取', claimed: '已领取', expired: '已过期' }

/** A campaign's tiers as rows with their state; a claimable row gets a claim button when `onClaim` is given. */
export default function TierRows ({ tiers, busy = '', onClaim }: { tiers: PromotionTier[], busy?: string, onClaim?: (tier: PromotionTier) => void }) {
  return (
    <>
      {tiers.map((tier) => (
        <View key={tier.tier} className='promo-row'>
          <View className='promo-row__body'>
            <Text className='promo-row__title'>{tier.goal_text}</Text>
            <Text className='promo-row__reward'>{tier.reward_text}</Text>
          </View>
          {tier.state === 'claimable' && onClaim
            ? <Button className='promo-row__btn' disabled={busy !== '' || undefined} onClick={() => onClaim(tier)}>
              {busy === `${tier.tier}` ? '领取中' : '领取'}
            </Button>
            : <Text className={`promo-row__state promo-row__state--${tier.state}`}>{STATE_TEXT[tier.state]}</Text>}
        </View>
      ))}
    </>
  )
}
