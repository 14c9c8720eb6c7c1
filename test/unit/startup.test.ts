import Taro from '@tarojs/taro'
import { startUp, type AppLifecycle } from '@/stores/startup'
import { RootStore, type StoreServices } from '@/stores/root'
import { requestSettings } from '@/lib/request'
import { fakePlatform } from './support/fakePlatform'
import { game } from './support/fixtures'

function services (overrides: Partial<StoreServices> = {}): StoreServices {
  return {
    auth: { login: jest.fn(), logout: jest.fn() },
    config: { gamesMenu: jest.fn().mockResolvedValue({ main_game: game(730), games: [game(570), game(730)] }) },
    offer: { offerList: jest.fn() },
    smelt: { smeltInfo: jest.fn() },
    store: { itemList: jest.fn(), itemDetail: jest.fn() },
    trade: { orderList: jest.fn(), orderDetail: jest.fn(), pendingCheck: jest.fn().mockResolvedValue({ num: 2 }) },
    user: { myInfo: jest.fn(), messages: jest.fn() },
    ...overrides
  }
}

function lifecycle () {
  const show: Array<() => void> = []
  const hide: Array<() => void> = []
  const api: AppLifecycle = { onShow: (l) => { show.push(l) }, onHide: (l) => { hide.push(l) } }
  return { api, show: () => show.forEach((l) => l()), hide: () => hide.forEach((l) => l()) }
}

const badge = () => ({ set: jest.fn(), clear: jest.fn() })

beforeEach(() => {
  localStorage.clear()
  jest.useFakeTimers()
})
afterEach(() => jest.useRealTimers())

describe('start-up (DESIGN 5)', () => {
  it('stores the marketing query and referrer', () => {
    const platform = fakePlatform({ launchQuery: () => ({ client_id: '8', sem_channel: 'baidu', bd_vid: 'v' }), referrer: 'https://m.baidu.com/' })
    startUp(new RootStore(services()), platform, { lifecycle: lifecycle().api, badge: badge() })
    expect(Taro.getStorageSync('client_id')).toBe('8')
    expect(Taro.getStorageSync('sem_channel')).toBe('baidu')
    expect(Taro.getStorageSync('bd_vid')).toBe('v')
    expect(Taro.getStorageSync('referrer_url')).toBe('https://m.baidu.com/')
  })

  it('configures the request pipeline with the platform and base URL', () => {
    const platform = fakePlatform()
    startUp(new RootStore(services()), platform, { lifecycle: lifecycle().api, badge: badge(), request: { baseUrl: 'http://127.0.0.1:3000' } })
    expect(requestSettings().platform).toBe(platform)
    expect(requestSettings().baseUrl).toBe('http://127.0.0.1:3000')
  })

  it('moves the access-token cookie into storage and clears it', () => {
    const platform = fakePlatform()
    platform.setCookie('access-token', 'handed', 1)
    startUp(new RootStore(services()), platform, { lifecycle: lifecycle().api, badge: badge() })
    expect(Taro.getStorageSync('token')).toBe('handed')
    expect(platform.getCookie('access-token')).toBeNull()
  })

  it('loads the games config', async () => {
    const root = new RootStore(services())
    const app = startUp(root, fakePlatform(), { lifecycle: lifecycle().api, badge: badge() })
    await app.ready
    expect(root.config.mainGame.appid).toBe(730)
  })

  it('keeps main game 570 when the games config fails, without an unhandled rejection', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const root = new RootStore(services({ config: { gamesMenu: jest.fn().mockRejectedValue(new Error('down')) } }))
    const app = startUp(root, fakePlatform(), { lifecycle: lifecycle().api, badge: badge() })
    await expect(app.ready).resolves.toBeUndefined()
    expect(root.config.mainGame.appid).toBe(570)
  })

  it('starts no poll for a visitor', async () => {
    const s = services()
    const app = startUp(new RootStore(s), fakePlatform(), { lifecycle: lifecycle().api, badge: badge() })
    await jest.advanceTimersByTimeAsync(20000)
    expect(app.poll).toBeNull()
    expect(s.trade.pendingCheck).not.toHaveBeenCalled()
  })

  it('polls for a logged-in user, badges tab 1, and pauses while hidden', async () => {
    Taro.setStorageSync('token', 'tok')
    const s = services()
    const b = badge()
    const life = lifecycle()
    const app = startUp(new RootStore(s), fakePlatform(), { lifecycle: life.api, badge: b })
    await jest.advanceTimersByTimeAsync(0)
    expect(app.poll?.state).toBe('running')
    expect(b.set).toHaveBeenCalledWith(1, 2)
    life.hide()
    await jest.advanceTimersByTimeAsync(30000)
    expect(s.trade.pendingCheck).toHaveBeenCalledTimes(1)
    life.show()
    await jest.advanceTimersByTimeAsync(5000)
    expect(s.trade.pendingCheck).toHaveBeenCalledTimes(3)
  })

  it('can start the poll after a later login', async () => {
    const s = services()
    const app = startUp(new RootStore(s), fakePlatform(), { lifecycle: lifecycle().api, badge: badge() })
    app.startPoll()
    app.startPoll()
    await jest.advanceTimersByTimeAsync(5000)
    expect(s.trade.pendingCheck).toHaveBeenCalledTimes(2)
  })

  it('uses Taro tab badges by default on tab index 1', async () => {
    Taro.setStorageSync('token', 'tok')
    const set = jest.spyOn(Taro, 'setTabBarBadge').mockResolvedValue({ errMsg: 'ok' } as never)
    const remove = jest.spyOn(Taro, 'removeTabBarBadge').mockResolvedValue({ errMsg: 'ok' } as never)
    const pendingCheck = jest.fn().mockResolvedValueOnce({ num: 4 }).mockResolvedValue({ num: 0 })
    const app = startUp(new RootStore(services({ trade: { orderList: jest.fn(), orderDetail: jest.fn(), pendingCheck } })), fakePlatform(),
      { lifecycle: lifecycle().api })
    await jest.advanceTimersByTimeAsync(5000)
    expect(set).toHaveBeenCalledWith({ index: 1, text: '4' })
    expect(remove).toHaveBeenCalledWith({ index: 1 })
    app.poll?.stop()
  })
})
