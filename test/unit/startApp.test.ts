import { startApp } from '@/startApp'
import { fakeNetwork } from './support/fakeNetwork'
import { fakePlatform } from './support/fakePlatform'

/** resolves in a task of its own, queued after every task queued before it (start-up steps queue theirs in turn) */
const afterQueuedTasks = () => new Promise((resolve) => { setTimeout(resolve, 0) })

describe('startApp (DESIGN 5) on H5', () => {
  it('makes the root store and sends the start-up requests each in a task after the current one, none in it', async () => {
    const { sent } = fakeNetwork('hang')
    const app = startApp(fakePlatform())
    let started = false
    void app.started.then(() => { started = true })
    await Promise.resolve()
    expect(() => app.rootStore()).toThrow('before the start-up made it')
    // first task: the stores' modules
    await afterQueuedTasks()
    expect(() => app.rootStore()).toThrow('before the start-up made it')
    // second task: the root store
    await afterQueuedTasks()
    const root = app.rootStore()
    expect(sent).toEqual([])
    expect(started).toBe(false)
    // third task: the start-up's requests
    await afterQueuedTasks()
    expect(sent.map((request) => request.url)).toEqual(expect.arrayContaining([expect.stringContaining('/game-menu-multi')]))
    expect(started).toBe(true)
    expect(app.rootStore()).toBe(root)
  })
})
