import { Text } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { countdownText, secondsUntil } from '@/lib/serverClock'

/** 剩余 hh:mm:ss until a deadline (seconds), by the server's clock; ticks once a second and says when it has passed. */
export default function Countdown ({ deadline, className = '', prefix = '剩余 ' }: { deadline: number, className?: string, prefix?: string }) {
  const [left, setLeft] = useState(() => secondsUntil(deadline))
  useEffect(() => {
    setLeft(secondsUntil(deadline))
    const timer = setInterval(() => setLeft(secondsUntil(deadline)), 1000)
    return () => clearInterval(timer)
  }, [deadline])
  return <Text className={`countdown ${className}`}>{left > 0 ? `${prefix}${countdownText(left)}` : '已超时'}</Text>
}
