import { DEBOUNCE_MS, DOUBLE_TAP_BLOCK_MS } from './interaction'

export interface Debounced<A extends unknown[]> {
  (...args: A): void
  cancel (): void
  flush (): void
}

/** Runs `fn` once, `wait` ms after the last call, with the last call's arguments (spec 9: 500 ms). */
export function debounce<A extends unknown[]> (fn: (...args: A) => void, wait = DEBOUNCE_MS): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | null = null
  let lastArgs: A | null = null
  const run = () => {
    timer = null
    const args = lastArgs
    lastArgs = null
    if (args) fn(...args)
  }
  const debounced = ((...args: A) => {
    lastArgs = args
    if (timer) clearTimeout(timer)
    timer = setTimeout(run, wait)
  }) as Debounced<A>
  debounced.cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
    lastArgs = null
  }
  debounced.flush = () => {
    if (timer) clearTimeout(timer)
    run()
  }
  return debounced
}

/** spec 9: a second tap within 300 ms is a double tap (blocked so the page does not zoom). */
export function doubleTapGuard (windowMs = DOUBLE_TAP_BLOCK_MS): (now: number) => boolean {
  let last = -Infinity
  return (now) => {
    const blocked = now - last < windowMs
    last = now
    return blocked
  }
}
