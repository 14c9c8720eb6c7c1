import { View } from '@tarojs/components'
import './index.scss'

/** A thin progress bar, 0-100 (whole percent). */
export default function ProgressBar ({ percent, className = '' }: { percent: number, className?: string }) {
  const width = Math.max(0, Math.min(100, percent))
  return <View className={`deal-progress ${className}`} role='progressbar' aria-valuenow={width}>
    <View className='deal-progress__fill' style={{ width: `${width}%` }} />
  </View>
}
