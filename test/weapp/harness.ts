import type { AddressInfo } from 'node:net'
import { startApi, type TestApi } from '../server/apiClient'
import { MiniProgram, type MiniProgramOptions } from './miniRuntime'

export interface WeappSuite {
  /** the local API (fresh in-memory database for the file), signed calls like the client */
  api: TestApi
  /** a fresh mini-program over the build, checked for problems and closed after the test */
  boot (options?: Omit<MiniProgramOptions, 'apiOrigin'>): MiniProgram
}

/**
 * One local API per test file and a fresh mini-program per test. After each test the
 * mini-program must have recorded no problem (page or timer error, console.error, a wx
 * member it lacks, a refused navigation); a test that expects one takes it out with
 * `mp.takeProblems`. An unhandled rejection fails the running test through jest itself.
 */
export function weappSuite (): WeappSuite {
  jest.setTimeout(30000) // a few boots and waits per test on two shared cores
  const running: MiniProgram[] = []
  const suite = {
    boot (options: Omit<MiniProgramOptions, 'apiOrigin'> = {}) {
      const { port } = suite.api.app.server.address() as AddressInfo
      const mp = new MiniProgram({ ...options, apiOrigin: `http://127.0.0.1:${port}` })
      running.push(mp)
      return mp
    }
  } as WeappSuite
  beforeAll(async () => { suite.api = await startApi() })
  afterAll(async () => { await suite.api?.close() })
  afterEach(async () => {
    const all = running.splice(0)
    // let answers already on the wire arrive, so their errors count for this test
    await Promise.all(all.map((mp) => mp.waitFor('the answers on the wire', () => mp.wx.inFlight === 0, 5000).catch(() => undefined)))
    const problems = all.flatMap((mp) => mp.problems)
    all.forEach((mp) => mp.close())
    expect(problems).toEqual([])
  })
  return suite
}
