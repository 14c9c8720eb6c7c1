/** spec 4, 9: the pending-orders poll. */
export const POLL_INTERVAL_MS = 5000
/** spec 2: the orders tab carries the badge */
export const ORDER_TAB_INDEX = 1

export interface PollDeps {
  /** the silent pending-orders check (toasts off) */
  check (): Promise<{ num: number }>
  setBadge (num: number): void
  clearBadge (): void
  intervalMs?: number
}

export type PollState = 'idle' | 'running' | 'paused' | 'stopped'

export interface PendingOrderPoll {
  start (): void
  /** app hidden */
  pause (): void
  /** app shown again */
  resume (): void
  /** for good */
  stop (): void
  readonly state: PollState
}

/**
 * Asks every 5000 ms (first at start and on resume); num > 0 sets the badge, otherwise it
 * is cleared; one request in flight at a time (a tick while one is out is skipped);
 * the first failure stops it for good, silently.
 */
export function createPendingOrderPoll (deps: PollDeps): PendingOrderPoll {
  const interval = deps.intervalMs ?? POLL_INTERVAL_MS
  let state: PollState = 'idle'
  let timer: ReturnType<typeof setInterval> | null = null
  let inFlight = false

  const halt = () => {
    if (timer) clearInterval(timer)
    timer = null
  }

  const tick = () => {
    if (inFlight || state !== 'running') return
    inFlight = true
    deps.check()
      .then((result) => {
        if (state === 'stopped') return
        // spec 4: num above 0 sets the badge on tab index 1, otherwise it is cleared
        if (result.num > 0) deps.setBadge(result.num)
        else deps.clearBadge()
      })
      .catch(() => {
        // spec 8: after any failure polling stops for good, and nothing is shown
        state = 'stopped'
        halt()
      })
      .finally(() => { inFlight = false })
  }

  const run = () => {
    state = 'running'
    halt()
    timer = setInterval(tick, interval)
    tick()
  }

  return {
    start: () => { if (state === 'idle') run() },
    pause: () => { if (state === 'running') { state = 'paused'; halt() } },
    resume: () => { if (state === 'paused') run() },
    stop: () => { state = 'stopped'; halt() },
    get state () { return state }
  }
}
