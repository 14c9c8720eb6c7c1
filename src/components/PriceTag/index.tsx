import { Text } from '@tarojs/components'
import { formatYuan, isMoney } from '@/lib/money'
import './index.scss'

interface PriceTagProps {
  /** a wire amount ("12.3") or an Amount */
  value: Parameters<typeof formatYuan>[0]
  size?: 'small' | 'normal' | 'large'
  className?: string
}

/** A price in yuan, two decimals, through the money module; an unreadable amount shows "--". */
export default function PriceTag ({ value, size = 'normal', className = '' }: PriceTagProps) {
  const text = typeof value !== 'string' || isMoney(value) ? formatYuan(value) : '--'
  return (
    <Text className={`price-tag price-tag--${size} ${className}`}>
      <Text className='price-tag__symbol'>¥</Text>{text}
    </Text>
  )
}
