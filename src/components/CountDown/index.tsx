import { Text } from '@tarojs/components'
import { countdownText } from '@/lib/serverClock'
import { useSecondsLeft } from './useSecondsLeft'

interface CountDownProps {
  /** unix seconds, by the server's clock */
  deadline: number
  /** before the time left: 剩余 , 距开赛 … */
  prefix?: string
  /** what shows once the deadline has passed */
  endedText?: string
  /** long waits (a roll room runs for days) read 2天 03:04:05 rather than 51:04:05 */
  days?: boolean
  className?: string
  /** runs once when the time runs out while shown (the screen reloads its state) */
  onZero?: () => void
}

/** The one countdown: time left until a deadline by the server's clock (lib/serverClock), ticking once a second. */
export default function CountDown ({ deadline, prefix = '剩余 ', endedText = '已超时', days = false, className = '', onZero }: CountDownProps) {
  const left = useSecondsLeft(deadline, onZero)
  return <Text className={`countdown ${className}`}>{left > 0 ? `${prefix}${timeLeftText(left, days)}` : endedText}</Text>
}

/** hh:mm:ss, or with `days` Nd hh:mm:ss once a day or more is left. */
export function timeLeftText (seconds: number, days = false): string {
  const whole = Math.floor(seconds / 86400)
  return days && whole > 0 ? `${whole}天 ${countdownText(seconds % 86400)}` : countdownText(seconds)
}
