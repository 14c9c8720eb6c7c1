import { View } from '@tarojs/components'
import { ANCHOR_PERIODS } from '@/contract/backstage'
import type { AnchorPeriod } from '@/services/backstage'

/** 近7天 / 近30天 / 近90天: the periods the backstage sums over (server/README.md "Streamer backstage"). */
export default function PeriodTabs ({ days, onChange }: { days: AnchorPeriod, onChange: (days: AnchorPeriod) => void }) {
  return (
    <View className='anchor-tabs' role='tablist'>
      {ANCHOR_PERIODS.map((period) => (
        <View key={period} role='tab' aria-selected={period === days} className={`anchor-tabs__tab${period === days ? ' anchor-tabs__tab--on' : ''}`}
          onClick={() => onChange(period)}>{`近${period}天`}</View>
      ))}
    </View>
  )
}

/** A period from the page query (?days=30), else 7. */
export const periodFrom = (raw: string | undefined): AnchorPeriod => ANCHOR_PERIODS.find((p) => String(p) === raw) ?? 7
