import { startApp } from '@/startApp'
import type { RootStore } from '@/stores/root'
import { fakeNetwork } from './support/fakeNetwork'
import { fakePlatform } from './support/fakePlatform'

/** resolves in a task of its own, queued after every task queued before it (start-up steps queue theirs in turn) */
const afterQueuedTasks = () => new Promise((resolve) => { setTimeout(resolve, 0) })

describe('startApp (DESIGN 5) on H5', () => {
  it('makes the root store in a task after the current one, and sends the start-up requests in a task after that', async () => {
    const { sent } = fakeNetwork('hang')
    const rootStore = startApp(fakePlatform())
    await Promise.resolve()
    expect(() => rootStore()).toThrow('before the start-up made it')
    // the stores' modules and the root store: a task or two later
    let root: RootStore | null = null
    for (let task = 0; task < 3 && !root; task++) {
      await afterQueuedTasks()
      try { root = rootStore() } catch { /* not made yet */ }
    }
    expect(root).not.toBeNull()
    expect(sent).toEqual([])
    // the start-up's requests: the task after
    await afterQueuedTasks()
    expect(sent.map((request) => request.url)).toEqual(expect.arrayContaining([expect.stringContaining('/game-menu-multi')]))
    expect(rootStore()).toBe(root)
  })
})
