import { View, Text } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import type { OrderCounts, OrderStatus } from '../../../../types/api'
import './OrderSteps.scss'

const STEPS: { key: keyof OrderCounts, status: OrderStatus, text: string }[] = [
  { key: 'unpaid', status: 'created', text: '待付款' },
  { key: 'to_deliver', status: 'paid', text: '待发货' },
  { key: 'to_receive', status: 'offer_sent', text: '待收货' }
]

interface OrderStepsProps {
  /** null for a visitor or while the summary loads: the row shows without numbers */
  counts: OrderCounts | null
  open: (status: OrderStatus) => void
}

/** The mine tab's order row: the buyer's open orders by the step they wait on, each opening the orders list on it. */
export default function OrderSteps ({ counts, open }: OrderStepsProps) {
  return (
    <View className='order-steps'>
      {STEPS.map((step) => {
        const count = counts?.[step.key] ?? 0
        return (
          <View {...tappable()} key={step.key} className='order-steps__step' onClick={() => open(step.status)}
            aria-label={count > 0 ? `${step.text} ${count} 单` : step.text}>
            <Text className={`order-steps__count ${count > 0 ? 'is-waiting' : ''}`}>{counts ? (count > 99 ? '99+' : count) : '-'}</Text>
            <Text className='order-steps__text'>{step.text}</Text>
          </View>
        )
      })}
    </View>
  )
}
