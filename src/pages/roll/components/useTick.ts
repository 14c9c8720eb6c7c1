import { useEffect, useState } from 'react'

/** Re-renders every `ms` (countdowns run from lib/serverClock, so only the repaint is local). */
export function useTick (ms = 1000): void {
  const [, setCount] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setCount((count) => count + 1), ms)
    return () => clearInterval(timer)
  }, [ms])
}
