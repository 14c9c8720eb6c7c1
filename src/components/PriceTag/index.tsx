import { Text } from '@tarojs/components'
import { formatWireYuan, isWireAmount } from '@/lib/moneyText'
import './index.scss'

interface PriceTagProps {
  /** a wire amount ("12.3"), or an Amount from lib/money (its own toFixed rounds half up) */
  value: string | { toFixed: (decimals: number) => string }
  size?: 'small' | 'normal' | 'large'
  className?: string
}

/** A price in yuan, two decimals, exact; an unreadable amount shows "--". */
export default function PriceTag ({ value, size = 'normal', className = '' }: PriceTagProps) {
  // display only: wire strings are formatted on their digits, so this needs no decimal.js
  const text = typeof value !== 'string' ? value.toFixed(2) : isWireAmount(value) ? formatWireYuan(value) : '--'
  return (
    <Text className={`price-tag price-tag--${size} ${className}`}>
      <Text className='price-tag__symbol'>¥</Text>{text}
    </Text>
  )
}
