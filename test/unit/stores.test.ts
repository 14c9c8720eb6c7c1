import { ConfigStore, DEFAULT_MAIN_GAME_APPID } from '@/stores/config'
import { MarketStore } from '@/stores/market'
import { OrderStore } from '@/stores/order'
import { UserStore } from '@/stores/user'
import { OfferStore } from '@/stores/offer'
import { SmeltStore } from '@/stores/smelt'
import { WalletStore } from '@/stores/wallet'
import { SeedPairStore } from '@/stores/seedPair'
import { CampaignStore } from '@/stores/campaign'
import { RootStore, type StoreServices } from '@/stores/root'
import { ApiError } from '@/lib/request'
import { game, item, message, offer, order, page, user, walletOf } from './support/fixtures'
import type { Wallet } from '../../types/api'

const ids = (list: { item_id: number }[]) => list.map((i) => i.item_id)
const orderIds = (list: { order_id: string }[]) => list.map((o) => o.order_id)

describe('config store (spec 4, DESIGN 5)', () => {
  it('defaults the main game to 570 before and without a config', async () => {
    const store = new ConfigStore({ gamesMenu: jest.fn().mockRejectedValue(new Error('down')) })
    expect(store.mainGame.appid).toBe(DEFAULT_MAIN_GAME_APPID)
    expect(DEFAULT_MAIN_GAME_APPID).toBe(570)
    await expect(store.load()).rejects.toThrow('down')
    expect(store.mainGame.appid).toBe(570)
  })

  it('loads the games list and the named main game', async () => {
    const store = new ConfigStore({ gamesMenu: async () => ({ main_game: game(730), games: [game(570), game(730)] }) })
    await store.load()
    expect(store.games.map((g) => g.appid)).toEqual([570, 730])
    expect(store.mainGame.appid).toBe(730)
  })

  it('falls back to 570 from the list when the menu names an unknown main game', async () => {
    const store = new ConfigStore({ gamesMenu: async () => ({ main_game: game(1), games: [game(730), game(570, 'DOTA2')] }) })
    await store.load()
    expect(store.mainGame.appid).toBe(570)
    expect(store.mainGame.zh_name).toBe('DOTA2')
  })

  it('changing the main game selects the game with that appid from the list', async () => {
    const store = new ConfigStore({ gamesMenu: async () => ({ main_game: game(570), games: [game(570), game(730, 'CS2')] }) })
    await store.load()
    expect(store.setMainGame(730)).toBe(true)
    expect(store.mainGame).toEqual(game(730, 'CS2'))
    expect(store.setMainGame(999)).toBe(false)
    expect(store.mainGame.appid).toBe(730)
  })
})

describe('market store (spec 4)', () => {
  it('page marker 2 replaces, other markers append', () => {
    const store = new MarketStore({ itemList: jest.fn(), itemDetail: jest.fn() })
    store.receiveList(2, [item(1), item(2)])
    store.receiveList(3, [item(3)])
    expect(ids(store.list)).toEqual([1, 2, 3])
    store.receiveList(2, [item(9)])
    expect(ids(store.list)).toEqual([9])
  })

  it('a reset empties the list', () => {
    const store = new MarketStore({ itemList: jest.fn(), itemDetail: jest.fn() })
    store.receiveList(2, [item(1)])
    store.reset()
    expect(store.list).toEqual([])
    expect(store.nextPage).toBe(1)
  })

  it('loads page 1 as a replacement, then appends page 2, asking for the right pages', async () => {
    const itemList = jest.fn()
      .mockResolvedValueOnce(page([item(1), item(2)], 1))
      .mockResolvedValueOnce(page([item(3)], 2, false))
      .mockResolvedValueOnce(page([item(7)], 1))
    const store = new MarketStore({ itemList, itemDetail: jest.fn() })
    store.receiveList(3, [item(99)]) // leftovers from an earlier query
    await store.loadMore({ appid: 570 })
    expect(ids(store.list)).toEqual([1, 2])
    await store.loadMore({ appid: 570 })
    expect(ids(store.list)).toEqual([1, 2, 3])
    expect(itemList.mock.calls.map(([q]) => q.page)).toEqual([1, 2])
    await store.loadMore({ appid: 570 }) // no more pages
    expect(itemList).toHaveBeenCalledTimes(2)
    store.reset()
    await store.loadMore({ appid: 730 })
    expect(ids(store.list)).toEqual([7])
  })

  it('drops a page that arrives after a reset', async () => {
    let answer: (value: unknown) => void = () => undefined
    const itemList = jest.fn(() => new Promise((resolve) => { answer = resolve }))
    const store = new MarketStore({ itemList: itemList as never, itemDetail: jest.fn() })
    const loading = store.loadMore({ appid: 570 })
    store.reset()
    answer(page([item(1)]))
    await loading
    expect(store.list).toEqual([])
  })

  it('keeps the server message as errMsg on failure', async () => {
    const error = new ApiError('business', { status: 4001, serverMessage: '参数错误', path: '/x', detail: 'x' })
    const store = new MarketStore({ itemList: jest.fn().mockRejectedValue(error), itemDetail: jest.fn() })
    await store.loadMore({ appid: 570 })
    expect(store.errMsg).toBe('参数错误')
    expect(store.loading).toBe(false)
  })

  it('keeps the wear entries and sales of the open item', async () => {
    const wears = [{ item_id: 6, exterior: '崭新出厂', min_price: '1.00', on_sale_count: 2 }]
    const sales = [{ price: '1.00', wear: null, sold_at: 1 }]
    const store = new MarketStore({ itemList: jest.fn(),
      itemDetail: async () => ({ ...item(5), description: '', wears, listings: [], highest_buy_order: null, recent_sales: sales, price_history: [] }) })
    await store.loadDetail(5)
    expect(store.detail).toEqual(wears)
    expect(store.saleList).toEqual(sales)
  })
})

describe('order store (spec 3, 4)', () => {
  const cursor = (list: ReturnType<typeof order>[], next_pointer: number) => ({ list, next_pointer, has_more: next_pointer > 0 })

  it('pointer 0 replaces, any other pointer appends', () => {
    const store = new OrderStore({ orderList: jest.fn(), orderDetail: jest.fn() })
    store.receiveList(0, cursor([order('a'), order('b')], 20))
    store.receiveList(20, cursor([order('c')], 0))
    expect(orderIds(store.list)).toEqual(['a', 'b', 'c'])
    store.receiveList(0, cursor([order('z')], 20))
    expect(orderIds(store.list)).toEqual(['z'])
  })

  it('loads with the next pointer, and fresh loads ask for pointer 0', async () => {
    const orderList = jest.fn()
      .mockResolvedValueOnce(cursor([order('a')], 15))
      .mockResolvedValueOnce(cursor([order('b')], 30))
      .mockResolvedValueOnce(cursor([order('c')], 15))
    const store = new OrderStore({ orderList, orderDetail: jest.fn() })
    await store.loadList(true)
    await store.loadList(false)
    expect(orderIds(store.list)).toEqual(['a', 'b'])
    await store.loadList(true, { status: 'created' })
    expect(orderIds(store.list)).toEqual(['c'])
    expect(orderList.mock.calls.map(([q]) => q.pointer)).toEqual([0, 15, 0])
    expect(orderList.mock.calls[2][0]).toMatchObject({ status: 'created' })
  })

  it('merges an update by order_id into the list and the open detail', async () => {
    const store = new OrderStore({ orderList: jest.fn(), orderDetail: async (id) => order(id) })
    store.receiveList(0, cursor([order('a'), order('b')], 0))
    await store.loadDetail('b')
    expect(store.detail.operation).toEqual(['pay', 'cancel'])
    store.mergeOrder({ order_id: 'b', status: 'paid', paid_at: 5, operation: [] })
    expect(store.list[1]).toMatchObject({ order_id: 'b', status: 'paid', paid_at: 5, price: '10.00' })
    expect(store.list[0].status).toBe('created')
    expect(store.detail.item).toMatchObject({ order_id: 'b', status: 'paid' })
    expect(store.detail.operation).toEqual([])
    store.mergeOrder({ order_id: 'unknown', status: 'paid' })
    expect(orderIds(store.list)).toEqual(['a', 'b'])
  })
})

describe('user store (spec 3, 4)', () => {
  const auth = { login: jest.fn(), logout: jest.fn() }

  it('message page 1 replaces, later pages append', () => {
    const store = new UserStore({ myInfo: jest.fn(), messages: jest.fn() }, auth)
    store.receiveMessages(1, [message(1), message(2)])
    store.receiveMessages(2, [message(3)])
    expect(store.messages.map((x) => x.message_id)).toEqual([1, 2, 3])
    store.receiveMessages(1, [message(9)])
    expect(store.messages.map((x) => x.message_id)).toEqual([9])
  })

  it('asks for a next message page once when the button and the reach-bottom ask together', async () => {
    const messages = jest.fn(async (page: number) => ({ list: [message(page * 10)], has_more: page < 3, total: 3, page, page_size: 1 }))
    const store = new UserStore({ myInfo: jest.fn(), messages }, auth)
    await store.loadMessages(1)
    await Promise.all([store.loadMessages(2), store.loadMessages(2)])
    expect(messages.mock.calls.map(([page]) => page)).toEqual([1, 2])
    expect(store.messages.map((x) => x.message_id)).toEqual([10, 20])
    await store.loadMessages(2) // a page already here is not appended again
    expect(store.messages).toHaveLength(2)
    await store.loadMessages(1) // a refresh still replaces
    expect(messages).toHaveBeenLastCalledWith(1)
  })

  it('loads the user info with steam_id', async () => {
    const store = new UserStore({ myInfo: async () => user(), messages: jest.fn() }, auth)
    await store.loadInfo()
    expect(store.info?.steam_id).toBe('76561198000000000')
    expect(store.steamBound).toBe(true)
  })

  it('a profile read still on the wire does not undo a change answered meanwhile (Steam bound)', async () => {
    let answerRead: (info: ReturnType<typeof user>) => void = () => undefined
    const store = new UserStore({ myInfo: () => new Promise((resolve) => { answerRead = resolve }), messages: jest.fn() }, auth)
    const read = store.loadInfo()
    store.keep({ ...user(), steam_id: '76561198000000077' })
    answerRead({ ...user(), steam_id: null })
    await read
    expect(store.info?.steam_id).toBe('76561198000000077')
    // the next read, started after the change, is applied
    answerRead = () => undefined
    const next = store.loadInfo()
    answerRead({ ...user(), nickname: '新昵称', steam_id: '76561198000000077' })
    await next
    expect(store.info?.nickname).toBe('新昵称')
  })

  it('keeps the user after login and forgets them after logout', async () => {
    const store = new UserStore({ myInfo: jest.fn(), messages: jest.fn() }, {
      login: async () => ({ access_token: 't', expires_at: 1, user: user(3) }),
      logout: jest.fn().mockRejectedValue(new Error('offline'))
    })
    await store.login({ type: 'sms', phone: '13800000000', code: '123456' })
    expect(store.info?.user_id).toBe(3)
    await store.logout()
    expect(store.info).toBeNull()
  })
})

describe('offer store (spec 4, issue 11: only offers the user can act on)', () => {
  it('sets the dot when a loaded offer is sent (the user can accept or decline it)', async () => {
    const store = new OfferStore({ offerList: async () => [offer('1', 'accepted'), offer('2', 'sent')] })
    await store.load()
    expect(store.dot).toBe(true)
  })

  it('leaves the dot off for offers waiting on the seller or settled, and a clear resets it', () => {
    const store = new OfferStore({ offerList: jest.fn() })
    store.receiveList([offer('1', 'accepted'), offer('2', 'declined'), offer('4', 'wait')])
    expect(store.dot).toBe(false)
    store.receiveList([offer('3', 'sent')])
    expect(store.dot).toBe(true)
    store.clearDot()
    expect(store.dot).toBe(false)
  })
})

describe('smelt store', () => {
  it('keeps the smelt info, or the error text', async () => {
    const info = { appid: 730, open: false, input_count: 10, rarities: ['军规级'], description: '十件同品质饰品换一件更高品质' }
    const store = new SmeltStore({ smeltInfo: async () => info })
    await store.load()
    expect(store.info).toEqual(info)
    const failing = new SmeltStore({ smeltInfo: jest.fn().mockRejectedValue(new Error('x')) })
    await failing.load()
    expect(failing.errMsg).not.toBe('')
  })
})

describe('wallet store (the balance the balance, recharge, withdrawal and pay screens share)', () => {
  const purse = (balance: string) => walletOf(balance, '1.00')

  it('keeps the last answer for the next screen and returns it to the one that waits', async () => {
    const store = new WalletStore()
    expect(store.wallet).toBeNull()
    await expect(store.load(jest.fn().mockResolvedValue(purse('12.30')))).resolves.toEqual(purse('12.30'))
    expect(store.wallet?.balance).toBe('12.30')
    expect(store.failure).toBeNull()
  })

  it('keeps the failure beside the last good wallet, and a later answer clears it', async () => {
    const down = new ApiError('network', { path: '/v1/pay/pay/index', detail: 'down' })
    const wallet = jest.fn().mockResolvedValueOnce(purse('5.00')).mockRejectedValueOnce(down).mockResolvedValueOnce(purse('6.00'))
    const store = new WalletStore()
    await store.load(wallet)
    await expect(store.load(wallet)).rejects.toBe(down)
    expect(store.failure).toBe(down)
    expect(store.wallet?.balance).toBe('5.00')
    await store.load(wallet)
    expect(store.failure).toBeNull()
    expect(store.wallet?.balance).toBe('6.00')
  })
})

describe('seed pair store (the fairness pair the box, koi, smelt, trade-up and gift records share)', () => {
  const pair = (client_seed: string, nonce = 0) => ({ server_seed_hash: `hash-${client_seed}`, client_seed, nonce })
  const change = (client_seed: string) => ({
    revealed: { server_seed: 'old', server_seed_hash: 'hash-old', client_seed: 'a', draws: 3 },
    pair: pair(client_seed)
  })
  const later = <T, >() => {
    let settle: (value: T) => void = () => undefined
    const promise = new Promise<T>((resolve) => { settle = resolve })
    return { promise, settle }
  }

  it('keeps the last answer for the next screen and returns it to the one that waits', async () => {
    const store = new SeedPairStore()
    expect(store.pair).toBeNull()
    await expect(store.load(jest.fn().mockResolvedValue(pair('a', 3)))).resolves.toEqual(pair('a', 3))
    expect(store.pair).toEqual(pair('a', 3))
    expect(store.failure).toBeNull()
  })

  it('a change replaces the pair with the one the server started', async () => {
    const store = new SeedPairStore()
    await store.load(async () => pair('a', 3))
    await expect(store.change(async () => change('b'))).resolves.toMatchObject({ pair: pair('b') })
    expect(store.pair).toEqual(pair('b'))
  })

  it('keeps the failure beside the last good pair, and a later answer clears it', async () => {
    const down = new ApiError('network', { path: '/v1/fair/seed', detail: 'down' })
    const fetch = jest.fn().mockResolvedValueOnce(pair('a')).mockRejectedValueOnce(down).mockResolvedValueOnce(pair('a', 1))
    const store = new SeedPairStore()
    await store.load(fetch)
    await expect(store.load(fetch)).rejects.toBe(down)
    expect(store.failure).toBe(down)
    expect(store.pair).toEqual(pair('a'))
    await expect(store.change(jest.fn().mockRejectedValue(down))).rejects.toBe(down)
    expect(store.pair).toEqual(pair('a'))
    await store.load(fetch)
    expect(store.failure).toBeNull()
    expect(store.pair).toEqual(pair('a', 1))
  })

  it('an older answer arriving after a newer one is dropped', async () => {
    const store = new SeedPairStore()
    const slow = later<ReturnType<typeof pair>>()
    const loading = store.load(() => slow.promise)
    await store.change(async () => change('b'))
    slow.settle(pair('a', 3))
    await loading
    expect(store.pair).toEqual(pair('b'))
  })
})

describe('campaign store (a campaign\'s view its screen and its apply, result and reward pages share)', () => {
  const campaign = (key: string, title = key) => ({ key, title }) as never
  it('keeps the last answer by key for the next screen and returns it to the one that waits', async () => {
    const store = new CampaignStore()
    expect(store.view('exempt_fee')).toBeNull()
    const fetch = jest.fn((key: string) => Promise.resolve(campaign(key)))
    await expect(store.load('exempt_fee', fetch)).resolves.toEqual(campaign('exempt_fee'))
    await store.load('rent_grey', fetch)
    expect(fetch.mock.calls.map(([key]) => key)).toEqual(['exempt_fee', 'rent_grey'])
    expect(store.view('exempt_fee')).toEqual(campaign('exempt_fee'))
    expect(store.view('rent_grey')).toEqual(campaign('rent_grey'))
    expect(store.failure('exempt_fee')).toBeNull()
  })

  it('keeps a key\'s failure beside its last good view, and a later answer clears it', async () => {
    const down = new ApiError('network', { path: '/v1/promotion/detail', detail: 'down' })
    const fetch = jest.fn().mockResolvedValueOnce(campaign('douyu_cs', 'v1')).mockRejectedValueOnce(down).mockResolvedValueOnce(campaign('douyu_cs', 'v2'))
    const store = new CampaignStore()
    await store.load('douyu_cs', fetch)
    await expect(store.load('douyu_cs', fetch)).rejects.toBe(down)
    expect(store.failure('douyu_cs')).toBe(down)
    expect(store.failure('douyu_dota')).toBeNull()
    expect(store.view('douyu_cs')).toEqual(campaign('douyu_cs', 'v1'))
    await store.load('douyu_cs', fetch)
    expect(store.failure('douyu_cs')).toBeNull()
    expect(store.view('douyu_cs')).toEqual(campaign('douyu_cs', 'v2'))
  })

  it('an older answer arriving after a newer one is dropped', async () => {
    const store = new CampaignStore()
    let settle: (value: never) => void = () => undefined
    const loading = store.load('rent_grey', () => new Promise((resolve) => { settle = resolve }))
    await store.load('rent_grey', async () => campaign('rent_grey', 'new'))
    settle(campaign('rent_grey', 'old'))
    await loading
    expect(store.view('rent_grey')).toEqual(campaign('rent_grey', 'new'))
  })
})

describe('root store (STYLE: stores receive services)', () => {
  it('builds every store with the injected services', async () => {
    const services: StoreServices = {
      auth: { login: jest.fn(), logout: jest.fn() },
      config: { gamesMenu: jest.fn().mockResolvedValue({ main_game: game(730), games: [game(730)] }) },
      offer: { offerList: jest.fn().mockResolvedValue([offer('1', 'sent')]) },
      smelt: { smeltInfo: jest.fn() },
      store: { itemList: jest.fn().mockResolvedValue(page([item(4)])), itemDetail: jest.fn() },
      trade: { orderList: jest.fn(), orderDetail: jest.fn(), pendingCheck: jest.fn() },
      user: { myInfo: jest.fn(), messages: jest.fn() }
    }
    const root = new RootStore(services)
    await Promise.all([root.config.load(), root.offer.load(), root.market.loadMore({ appid: 730 })])
    expect(root.config.mainGame.appid).toBe(730)
    expect(root.offer.dot).toBe(true)
    expect(ids(root.market.list)).toEqual([4])
    expect(root.services).toBe(services)
  })

  it('forgets the last player\'s wallet, seed pair and campaign views when they log out, and drops their late answers', async () => {
    const services: StoreServices = {
      auth: { login: async () => ({ access_token: 't', expires_at: 1, user: user(3) }), logout: jest.fn() },
      config: { gamesMenu: jest.fn() },
      offer: { offerList: jest.fn() },
      smelt: { smeltInfo: jest.fn() },
      store: { itemList: jest.fn(), itemDetail: jest.fn() },
      trade: { orderList: jest.fn(), orderDetail: jest.fn(), pendingCheck: jest.fn() },
      user: { myInfo: jest.fn(), messages: jest.fn() }
    }
    const root = new RootStore(services)
    await root.user.login({ type: 'sms', phone: '13800000000', code: '123456' })
    await root.wallet.load(async () => walletOf('88.00', '0.00'))
    await root.shared(SeedPairStore).load(async () => ({ server_seed_hash: 'hash-mine', client_seed: 'mine', nonce: 4 }))
    await root.shared(CampaignStore).load('exempt_fee', async () => ({ key: 'exempt_fee' }) as never)
    let answerLate: (wallet: Wallet) => void = () => undefined
    const late = root.wallet.load(() => new Promise((resolve) => { answerLate = resolve }))
    await root.user.logout()
    expect([root.wallet.wallet, root.shared(SeedPairStore).pair, root.shared(CampaignStore).view('exempt_fee')]).toEqual([null, null, null])
    answerLate(walletOf('88.00', '0.00'))
    await late
    expect(root.wallet.wallet).toBeNull()
  })
})
