import { startApi, type TestApi } from './apiClient'
import { benchFloorRoutes, FLOOR_PATH, floorPage } from '../../server/benchFloor'

/**
 * npm run bench:api measures the item list against a floor: a prepared page answered by a call of the same API. The floor
 * must answer exactly what the list answers for its page (the same text to write), and only the bench may mount it.
 */
describe('the API bench floor', () => {
  let served: TestApi
  let bench: TestApi

  beforeAll(async () => {
    served = await startApi()
    bench = await startApi({ extraRoutes: [benchFloorRoutes] })
  }, 30_000)
  afterAll(async () => { await Promise.all([served.close(), bench.close()]) })

  it('answers each game\'s first page as the item list does, to the byte', async () => {
    for (const appid of [730, 570]) {
      const { page, page_size: pageSize, sort } = floorPage(appid)
      const list = await bench.call('/v3/store/item/list', { appid, sort, page, page_size: pageSize })
      const floor = await bench.call(FLOOR_PATH, { appid, sort, page, page_size: pageSize })
      expect(list.data.list).toHaveLength(20)
      expect(JSON.stringify(floor)).toBe(JSON.stringify(list))
    }
  })

  it('is not served by the API built as main.ts builds it', async () => {
    const answer = await served.call(FLOOR_PATH, { appid: 730 })
    expect(answer).toEqual({ status: 404, message: '接口不存在', data: null })
    expect(served.app.apiRoutes.some((route) => route.path.endsWith(FLOOR_PATH))).toBe(false)
    expect(bench.app.apiRoutes.some((route) => route.path.endsWith(FLOOR_PATH))).toBe(true)
  })
})
