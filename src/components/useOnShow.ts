import { useEffect, useRef } from 'react'
import { useDidShow } from '@tarojs/taro'

/**
 * Runs `load` when the screen mounts and each time it is shown again (back from another
 * page, app to foreground). The first show right after mounting does not load twice.
 */
export function useOnShow (load: () => void): void {
  const latest = useRef(load)
  latest.current = load
  const lastRun = useRef(0)
  const run = () => {
    if (Date.now() - lastRun.current < 500) return
    lastRun.current = Date.now()
    latest.current()
  }
  useEffect(run, [])
  useDidShow(run)
}
