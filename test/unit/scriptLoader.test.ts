import { loadScript, ScriptLoadError } from '@/lib/scriptLoader'

describe('script loader (DESIGN 7: 2000 ms, 2 retries)', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it('loads on the first success', async () => {
    const inject = jest.fn().mockResolvedValue(undefined)
    await loadScript('https://a.example/ok.js', inject)
    expect(inject).toHaveBeenCalledTimes(1)
  })

  it('retries twice after failures, then fails clearly', async () => {
    const inject = jest.fn().mockRejectedValue(new Error('404'))
    const outcome = loadScript('https://a.example/missing.js', inject).catch((e: unknown) => e)
    await jest.runAllTimersAsync()
    const error = await outcome
    expect(error).toBeInstanceOf(ScriptLoadError)
    expect((error as Error).message).toMatch(/missing\.js after 3 attempts/)
    expect(inject).toHaveBeenCalledTimes(3)
  })

  it('counts a script silent for 2000 ms as failed', async () => {
    const inject = jest.fn()
      .mockReturnValueOnce(new Promise(() => undefined))
      .mockResolvedValue(undefined)
    const outcome = loadScript('https://a.example/slow.js', inject)
    await jest.advanceTimersByTimeAsync(1999)
    expect(inject).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(1)
    await outcome
    expect(inject).toHaveBeenCalledTimes(2)
  })

  it('loads a script once for many callers', async () => {
    const inject = jest.fn().mockResolvedValue(undefined)
    await Promise.all([loadScript('https://a.example/once.js', inject), loadScript('https://a.example/once.js', inject)])
    expect(inject).toHaveBeenCalledTimes(1)
  })
})
