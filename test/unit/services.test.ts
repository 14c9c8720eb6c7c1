import Taro from '@tarojs/taro'
import { configureRequest, resetLoginHandOff, ApiError } from '@/lib/request'
import { services } from '@/services'
import { createPendingOrderPoll } from '@/lib/pendingOrderPoll'
import { fakePlatform, type FakePlatform } from './support/fakePlatform'
import { envelope, fakeNetwork } from './support/fakeNetwork'
import { game, item, order, page, user } from './support/fixtures'

let platform: FakePlatform
const pathOf = (url: string) => new URL(url, 'http://local').pathname
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://local').searchParams)

beforeEach(() => {
  localStorage.clear()
  jest.restoreAllMocks()
  resetLoginHandOff()
  platform = fakePlatform()
  configureRequest({ platform, baseUrl: '' })
  jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: false } as never)
  jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
})

describe('services call their endpoints and return the app types', () => {
  it('games menu', async () => {
    const menu = { main_game: game(570), games: [game(570)] }
    const { sent } = fakeNetwork(envelope(200, menu))
    await expect(services.config.gamesMenu()).resolves.toEqual(menu)
    expect(pathOf(sent[0].url)).toBe('/api/v1/open/v4/sys/menu/game-menu-multi')
  })

  it('item list with its query', async () => {
    const { sent } = fakeNetwork(envelope(200, page([item(1)])))
    const result = await services.store.itemList({ appid: 730, page: 2, exterior: '崭新出厂' })
    expect(result.list[0].item_id).toBe(1)
    expect(pathOf(sent[0].url)).toBe('/api/v1/open/v3/store/item/list')
    expect(queryOf(sent[0].url)).toMatchObject({ appid: '730', page: '2', exterior: '崭新出厂' })
  })

  it('order list by cursor', async () => {
    const { sent } = fakeNetwork(envelope(200, { list: [order('a')], next_pointer: 20, has_more: true }))
    const result = await services.trade.orderList({ pointer: 0 })
    expect(result.next_pointer).toBe(20)
    expect(pathOf(sent[0].url)).toBe('/api/v1/open/v4/trade/order/list')
    expect(queryOf(sent[0].url).pointer).toBe('0')
  })

  it('offers and messages', async () => {
    const { sent } = fakeNetwork(envelope(200, []), envelope(200, page([])))
    await expect(services.offer.offerList()).resolves.toEqual([])
    await services.user.messages(2)
    expect(pathOf(sent[0].url)).toBe('/api/v1/open/v4/trade/offer/list')
    expect(pathOf(sent[1].url)).toBe('/api/v1/open/v1/user/message/list')
    expect(queryOf(sent[1].url).page).toBe('2')
  })

  it('an offer list that is not a list is bad data', async () => {
    fakeNetwork(envelope(200, { list: [] }))
    await expect(services.offer.offerList()).rejects.toMatchObject({ kind: 'bad-data' })
  })

  it('user info', async () => {
    const { sent } = fakeNetwork(envelope(200, user(5)))
    await expect(services.user.myInfo()).resolves.toMatchObject({ user_id: 5 })
    expect(pathOf(sent[0].url)).toBe('/api/v1/open/v1/user/my')
  })

  it('creating and paying are POSTs, never retried', async () => {
    const { sent } = fakeNetwork(new TypeError('Failed to fetch'))
    await expect(services.trade.createOrder(3)).rejects.toMatchObject({ kind: 'network' })
    await expect(services.trade.payOrder('A1', { pay_channel: 'balance', pay_password: '123456' })).rejects.toMatchObject({ kind: 'network' })
    expect(sent.map((s) => [s.method, pathOf(s.url)])).toEqual([
      ['POST', '/api/v1/open/v4/trade/order/create-p2p'],
      ['POST', '/api/v1/open/v4/trade/order/payment']
    ])
  })
})

describe('payment idempotency', () => {
  it('sends an idempotency key, the caller’s when given', async () => {
    const { sent } = fakeNetwork(envelope(200, { ...order('A1', 'paid', []), pay_no: 'P1' }))
    await services.trade.payOrder('A1', { pay_channel: 'wechat' })
    await services.trade.payOrder('A1', { pay_channel: 'wechat', idempotency_key: 'k-1' })
    const bodies = sent.map((s) => new URLSearchParams(String(s.data)))
    expect(bodies[0].get('idempotency_key')).toMatch(/\w{6,}/)
    expect(bodies[0].get('order_id')).toBe('A1')
    expect(bodies[1].get('idempotency_key')).toBe('k-1')
  })
})

describe('login (spec 4: saves the returned access-token)', () => {
  it('saves the token to storage and the H5 cookie, without the token query', async () => {
    const { sent } = fakeNetwork(envelope(200, { access_token: 'jwt-new', expires_at: 1, user: user() }))
    await services.auth.login({ type: 'sms', phone: '13800000000', code: '123456' })
    expect(Taro.getStorageSync('token')).toBe('jwt-new')
    expect(platform.getCookie('H5_C5_AccessToken')).toBe('jwt-new')
    expect(sent[0].method).toBe('POST')
    expect(queryOf(sent[0].url)).not.toHaveProperty('access-token')
  })

  it('refuses a login answer without a token, saving nothing', async () => {
    fakeNetwork(envelope(200, { user: user() }))
    await expect(services.auth.login({ type: 'password', phone: '1', password: 'x' })).rejects.toMatchObject({ kind: 'bad-data' })
    expect(Taro.getStorageSync('token')).toBe('')
  })
})

describe('bad input from the server (issue 3 item 9)', () => {
  it.each([
    ['a list that is not an array', envelope(200, { list: 'nope' })],
    ['data of the wrong type', envelope(200, 'text')],
    ['null data', envelope(200, null)],
    ['an HTML page', { statusCode: 200, data: '<html><body>502</body></html>' }],
    ['a truncated JSON body', { statusCode: 200, data: '{"status":200,"data":{"li' }]
  ])('item list: %s becomes a clear ApiError', async (_, answer) => {
    fakeNetwork(answer)
    const error = await services.store.itemList({ appid: 570 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'bad-data' })
  })

  it('pending check: a num of the wrong type is bad data', async () => {
    fakeNetwork(envelope(200, { num: '3' }))
    await expect(services.trade.pendingCheck()).rejects.toMatchObject({ kind: 'bad-data' })
  })
})

describe('pending check is silent (spec 7, 8)', () => {
  it('shows nothing and sends nobody to login on failure, and the poll stops', async () => {
    jest.useFakeTimers()
    try {
      Taro.setStorageSync('token', 'tok')
      const { sent } = fakeNetwork(envelope(200, { num: 1 }), envelope(401, null, '登录失效'))
      const setBadge = jest.fn()
      const poll = createPendingOrderPoll({ check: services.trade.pendingCheck, setBadge, clearBadge: jest.fn() })
      poll.start()
      await jest.advanceTimersByTimeAsync(5000)
      await jest.advanceTimersByTimeAsync(20000)
      expect(sent).toHaveLength(2)
      expect(pathOf(sent[0].url)).toBe('/api/v1/open/v4/trade/order/pending-check')
      expect(sent[0].method).toBe('GET')
      expect(setBadge).toHaveBeenCalledWith(1)
      expect(poll.state).toBe('stopped')
      expect(Taro.showToast).not.toHaveBeenCalled()
      expect(Taro.showModal).not.toHaveBeenCalled()
      expect(Taro.navigateTo).not.toHaveBeenCalled()
      expect(Taro.getStorageSync('token')).toBe('') // spec 4: a 401 still clears the token
    } finally {
      jest.useRealTimers()
    }
  })
})

describe('stores over the real services survive bad server input (issue 3 item 9)', () => {
  it.each([
    ['non-JSON', { statusCode: 200, data: 'Service Unavailable' }],
    ['an HTML error page', { statusCode: 502, data: '<!DOCTYPE html><title>502</title>' }],
    ['missing data', { statusCode: 200, data: '{"status":200,"message":"ok"}' }],
    ['wrong types', envelope(200, { list: 5, num: 'x', games: null, user_id: '1' })],
    ['a network failure', new TypeError('Failed to fetch')]
  ])('%s: every store load resolves and keeps an error text', async (_, answer) => {
    fakeNetwork(answer)
    const { RootStore } = await import('@/stores/root')
    const root = new RootStore()
    await expect(root.market.loadMore({ appid: 570 })).resolves.toBeUndefined()
    await expect(root.market.loadDetail(1)).resolves.toBeUndefined()
    await expect(root.order.loadList(true)).resolves.toBeUndefined()
    await expect(root.order.loadDetail('A1')).resolves.toBeUndefined()
    await expect(root.user.loadInfo()).resolves.toBeUndefined()
    await expect(root.user.loadMessages(1)).resolves.toBeUndefined()
    await expect(root.offer.load()).resolves.toBeUndefined()
    await expect(root.smelt.load()).resolves.toBeUndefined()
    // smelt info's fields are not shown by the spec, so any object passes; the others check their shape
    for (const store of [root.market, root.order, root.user, root.offer]) expect(store.errMsg).not.toBe('')
    expect(root.market.list).toEqual([])
    expect(root.config.mainGame.appid).toBe(570)
  })
})

describe('pay password calls say a refusal inline only (issue 11: no toast beside the form\'s line)', () => {
  it.each([
    ['pay an order', () => import('@/services/trade').then((m) => m.payOrder('1', { pay_channel: 'balance', pay_password: '000000' }))],
    ['switch balance payments', () => import('@/services/accountSettings').then((m) => m.switchPayPassword(false, '000000'))],
    ['change the pay password', () => import('@/services/accountSettings').then((m) => m.changePayPassword('135790', { oldPayPassword: '000000' }))],
    ['place a buy order', () => import('@/services/buy').then((m) => m.createBuyOrder(1, '1.00', 1, '000000'))],
    ['buy a CDK', () => import('@/services/buy').then((m) => m.buyCdk(1, '000000', 'k1'))]
  ])('%s: a wrong pay password rejects with its tries left and shows no toast', async (_name, call) => {
    fakeNetwork(envelope(4301, null, '支付密码错误，还可尝试 4 次'))
    await expect(call()).rejects.toMatchObject({ status: 4301, serverMessage: '支付密码错误，还可尝试 4 次' })
    expect(Taro.showToast).not.toHaveBeenCalled()
  })
})
