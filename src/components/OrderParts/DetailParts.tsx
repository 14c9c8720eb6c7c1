import { View, Text } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { OrderStatus } from '../../../types/api'
import { formatTime } from '@/lib/beijingTime'
import './detail.scss'

/** The order-detail card of the status timeline, worded for the buyer's or the seller's side. */
export function OrderTimeline ({ steps, text }: { steps: Array<{ status: OrderStatus, at: number }>, text: Record<OrderStatus, string> }) {
  return (
    <View className='order-detail__card'>
      <Text className='order-detail__card-title'>订单进度</Text>
      <View className='order-timeline'>
        {steps.map((step, index) => (
          <View key={`${step.status}-${step.at}`} className={`order-timeline__step ${index === steps.length - 1 ? 'is-last' : ''}`}>
            <View className='order-timeline__dot' />
            <Text className='order-timeline__text'>{text[step.status]}</Text>
            <Text className='order-timeline__time'>{formatTime(step.at)}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

/** One label / value row of an order-detail card. */
export function DetailRow ({ label, children }: { label: string, children: ReactNode }) {
  return (
    <View className='order-detail__row'>
      <Text className='order-detail__label'>{label}</Text>
      {children}
    </View>
  )
}
