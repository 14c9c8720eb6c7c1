import { createPendingOrderPoll, POLL_INTERVAL_MS, ORDER_TAB_INDEX } from '@/lib/pendingOrderPoll'

type Check = () => Promise<{ num: number }>

function setup (check: Check) {
  const setBadge = jest.fn()
  const clearBadge = jest.fn()
  const checkSpy = jest.fn(check)
  const poll = createPendingOrderPoll({ check: checkSpy, setBadge, clearBadge })
  return { poll, check: checkSpy, setBadge, clearBadge }
}

describe('pending-order poll (spec 4, 9)', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('asks at start and then every 5000 ms', async () => {
    expect(POLL_INTERVAL_MS).toBe(5000)
    expect(ORDER_TAB_INDEX).toBe(1)
    const { poll, check } = setup(async () => ({ num: 0 }))
    poll.start()
    await jest.advanceTimersByTimeAsync(0)
    expect(check).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(4999)
    expect(check).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(check).toHaveBeenCalledTimes(2)
    await jest.advanceTimersByTimeAsync(10000)
    expect(check).toHaveBeenCalledTimes(4)
    poll.start() // a second start does not double the timer
    await jest.advanceTimersByTimeAsync(5000)
    expect(check).toHaveBeenCalledTimes(5)
  })

  it('sets the badge when num > 0 and clears it otherwise', async () => {
    const answers = [3, 0, 1]
    const { poll, setBadge, clearBadge } = setup(async () => ({ num: answers.shift() ?? 0 }))
    poll.start()
    await jest.advanceTimersByTimeAsync(0)
    expect(setBadge).toHaveBeenLastCalledWith(3)
    expect(clearBadge).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(5000)
    expect(clearBadge).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(5000)
    expect(setBadge).toHaveBeenLastCalledWith(1)
    expect(setBadge).toHaveBeenCalledTimes(2)
  })

  it('stops for good after a failure, silently', async () => {
    let calls = 0
    const { poll, check, setBadge, clearBadge } = setup(async () => {
      calls++
      if (calls === 2) throw new Error('boom')
      return { num: 2 }
    })
    poll.start()
    await jest.advanceTimersByTimeAsync(5000)
    expect(poll.state).toBe('stopped')
    await jest.advanceTimersByTimeAsync(60000)
    expect(check).toHaveBeenCalledTimes(2)
    poll.resume()
    poll.start()
    await jest.advanceTimersByTimeAsync(60000)
    expect(check).toHaveBeenCalledTimes(2)
    expect(setBadge).toHaveBeenCalledTimes(1)
    expect(clearBadge).not.toHaveBeenCalled()
  })

  it('keeps one request in flight at a time', async () => {
    let release: (v: { num: number }) => void = () => undefined
    const { poll, check } = setup(() => new Promise((resolve) => { release = resolve }))
    poll.start()
    await jest.advanceTimersByTimeAsync(20000) // four ticks while the first is still out
    expect(check).toHaveBeenCalledTimes(1)
    release({ num: 0 })
    await jest.advanceTimersByTimeAsync(5000)
    expect(check).toHaveBeenCalledTimes(2)
  })

  it('pauses while hidden and resumes on show', async () => {
    const { poll, check } = setup(async () => ({ num: 0 }))
    poll.start()
    await jest.advanceTimersByTimeAsync(0)
    poll.pause()
    expect(poll.state).toBe('paused')
    await jest.advanceTimersByTimeAsync(30000)
    expect(check).toHaveBeenCalledTimes(1)
    poll.resume()
    await jest.advanceTimersByTimeAsync(0)
    expect(check).toHaveBeenCalledTimes(2)
    await jest.advanceTimersByTimeAsync(5000)
    expect(check).toHaveBeenCalledTimes(3)
  })

  it('does nothing after stop', async () => {
    const { poll, check } = setup(async () => ({ num: 0 }))
    poll.start()
    poll.stop()
    await jest.advanceTimersByTimeAsync(20000)
    expect(check).toHaveBeenCalledTimes(1)
  })
})
