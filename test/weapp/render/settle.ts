import type { MiniProgram } from '../miniRuntime'

/**
 * Waits until the current page has rendered and its data has stopped changing for `quietMs` (its first requests
 * answered), at most `timeoutMs`: the moment a user would look at it.
 */
export async function settle (mp: MiniProgram, { quietMs = 300, timeoutMs = 4000 } = {}): Promise<void> {
  const start = Date.now()
  let last = ''
  let since = Date.now()
  while (Date.now() - start < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    const page = mp.current()
    const now = `${page?.route ?? ''}|${mp.wx.requests.length}|${JSON.stringify(page?.data.root ?? null)}`
    if (now !== last) { last = now; since = Date.now(); continue }
    if ((page?.data.root?.cn?.length ?? 0) > 0 && Date.now() - since >= quietMs) return
  }
}
