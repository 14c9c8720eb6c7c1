import { View, Text } from '@tarojs/components'
// lib/moneyText, not lib/money: the card sits on a main-package page (我的优惠券), where decimal.js would cost 32 KB
import { compareWire, formatWireYuan } from '@/lib/moneyText'
import './index.scss'

interface CouponCardProps {
  name: string
  discount: string
  minAmount: string
  appid: number | null
  note: string
  dim?: boolean
  action?: { text: string, onClick: () => void, disabled?: boolean }
}

const GAME: Record<number, string> = { 570: 'DOTA2', 730: 'CS2' }

/** A coupon ticket: discount, threshold, game, expiry, one action. */
export default function CouponCard ({ name, discount, minAmount, appid, note, dim = false, action }: CouponCardProps) {
  return (
    <View className={`coupon-card${dim ? ' coupon-card--dim' : ''}`}>
      <View className='coupon-card__value'>
        <Text className='coupon-card__amount'><Text className='coupon-card__yen'>¥</Text>{formatWireYuan(discount).replace(/\.00$/, '')}</Text>
        <Text className='coupon-card__rule'>{compareWire(minAmount, '0') > 0 ? `满 ${formatWireYuan(minAmount).replace(/\.00$/, '')} 可用` : '无门槛'}</Text>
      </View>
      <View className='coupon-card__info'>
        <Text className='coupon-card__name'>{name}</Text>
        <Text className='coupon-card__scope'>{appid ? `仅限 ${GAME[appid] ?? appid} 饰品` : '全场通用'}</Text>
        <Text className='coupon-card__note'>{note}</Text>
      </View>
      {action && (
        <Text className={`coupon-card__action${action.disabled ? ' coupon-card__action--off' : ''}`} onClick={() => { if (!action.disabled) action.onClick() }}>
          {action.text}
        </Text>
      )}
    </View>
  )
}
