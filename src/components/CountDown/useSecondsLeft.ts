import { useEffect, useRef, useState } from 'react'
import { secondsUntil } from '@/lib/serverClock'

/**
 * Seconds left until a deadline (unix seconds) by the server's clock (lib/serverClock), ticking once a second, so a phone
 * whose clock is wrong still counts right. Read at each render, so a deadline that just arrived shows its time at once.
 * `onZero` runs once when it reaches 0 (the page reloads the state).
 */
export function useSecondsLeft (deadline: number | null, onZero?: () => void): number {
  const [, tick] = useState(0)
  const zero = useRef(onZero)
  zero.current = onZero
  useEffect(() => {
    if (deadline === null) return
    let was = secondsUntil(deadline)
    const timer = setInterval(() => {
      const now = secondsUntil(deadline)
      tick((n) => n + 1)
      if (now === 0 && was > 0) zero.current?.()
      was = now
    }, 1000)
    return () => clearInterval(timer)
  }, [deadline])
  return deadline === null ? 0 : secondsUntil(deadline)
}
