import { DEMO2, startApi } from './apiClient'
import { startStandIn, type StandIn } from './standIn'
import { readProviderConfig } from '../../server/providers/config'
import { makeSteamWebApi } from '../../server/providers/steamWebApi'
import { BizError } from '../../server/domain/status'
import type { SteamCheckReport } from '../../types/api'

/**
 * The production Steam Web API provider against a stand-in Steam answering in Steam's documented shapes:
 * GetPlayerSummaries v2 ({ response: { players } }) and the community inventory (assets + descriptions, 403 when private).
 */
const KEY = '0123456789ABCDEF0123456789ABCDEF'
/** the stand-in hides this account's inventory */
const PRIVATE_ID = '76561198000000002'

const player = {
  steamid: '76561198000000001',
  communityvisibilitystate: 3,
  profilestate: 1,
  personaname: '演示玩家',
  profileurl: 'https://steamcommunity.com/id/demo/',
  avatar: 'https://avatars.steamstatic.com/abc.jpg',
  avatarfull: 'https://avatars.steamstatic.com/abc_full.jpg'
}
const inventoryPage = (start: string | null) => start === null
  ? {
      assets: [
        { appid: 730, contextid: '2', assetid: '30001', classid: '310776', instanceid: '302028390', amount: '1' },
        { appid: 730, contextid: '2', assetid: '30002', classid: '310776', instanceid: '302028390', amount: '1' },
        { appid: 730, contextid: '2', assetid: '30003', classid: '520025', instanceid: '0', amount: '1' }
      ],
      descriptions: [
        { appid: 730, classid: '310776', instanceid: '302028390', market_hash_name: 'AK-47 | Redline (Field-Tested)', name: 'AK-47 | 红线', tradable: 1 },
        { appid: 730, classid: '520025', instanceid: '0', market_hash_name: 'Operation Breakout Weapon Case', name: '突围大行动武器箱', tradable: 0 }
      ],
      more_items: 1,
      last_assetid: '30003',
      total_inventory_count: 4,
      success: 1,
      rwgrsn: -2
    }
  : {
      assets: [{ appid: 730, contextid: '2', assetid: '30004', classid: '77', instanceid: '0', amount: '1' }],
      descriptions: [{ appid: 730, classid: '77', instanceid: '0', market_hash_name: 'Sticker | Crown (Foil)', tradable: 1 }],
      total_inventory_count: 4,
      success: 1,
      rwgrsn: -2
    }

let steam: StandIn
beforeAll(async () => {
  steam = await startStandIn((request) => {
    if (request.path === '/ISteamUser/GetPlayerSummaries/v2/') {
      if (request.query.get('key') !== KEY) return { status: 403, body: '<html><body><h1>Forbidden</h1></body></html>' }
      return { body: { response: { players: request.query.get('steamids') === player.steamid ? [player] : [] } } }
    }
    const inventory = /^\/inventory\/(\d+)\/730\/2$/.exec(request.path)
    if (inventory) return inventory[1] === PRIVATE_ID ? { status: 403, body: 'null' } : { body: inventoryPage(request.query.get('start_assetid')) }
    return { status: 404, body: '' }
  })
})
afterAll(async () => { await steam.close() })

const production = (env: Record<string, string> = {}) => makeSteamWebApi(readProviderConfig({
  PROVIDERS: 'production', STEAM_API_URL: steam.url, STEAM_COMMUNITY_URL: steam.url, STEAM_WEB_API_KEY: KEY, ...env
}))

describe('production Steam Web API (against a stand-in Steam)', () => {
  it('reads a player summary', async () => {
    expect(await production().playerSummary('76561198000000001')).toEqual({
      personaName: '演示玩家',
      avatarUrl: 'https://avatars.steamstatic.com/abc_full.jpg',
      profileUrl: 'https://steamcommunity.com/id/demo/',
      visibility: 'public'
    })
    expect(steam.requests.at(-1)!.query.get('steamids')).toBe('76561198000000001')
  })

  it('answers 4500 未配置 without a Web API key, and asks Steam nothing', async () => {
    const asked = steam.requests.length
    const missing = await makeSteamWebApi(readProviderConfig({ PROVIDERS: 'production', STEAM_API_URL: steam.url })).playerSummary('76561198000000001')
      .catch((error: BizError) => error)
    expect(missing).toMatchObject({ status: 4500, message: 'Steam 资料与库存未配置' })
    expect(steam.requests.length).toBe(asked)
  })

  it('reads an inventory across pages, each asset named and marked tradable by its class description', async () => {
    expect(await production().inventory('76561198000000001', 730)).toEqual([
      { asset_id: '30001', market_hash_name: 'AK-47 | Redline (Field-Tested)', tradable: true },
      { asset_id: '30002', market_hash_name: 'AK-47 | Redline (Field-Tested)', tradable: true },
      { asset_id: '30003', market_hash_name: 'Operation Breakout Weapon Case', tradable: false },
      { asset_id: '30004', market_hash_name: 'Sticker | Crown (Foil)', tradable: true }
    ])
    const [first, second] = steam.requests.filter((request) => request.path.startsWith('/inventory/')).slice(-2)
    expect(Object.fromEntries(first.query)).toEqual({ l: 'schinese', count: '2000' })
    expect(second.query.get('start_assetid')).toBe('30003')
  })

  it('reads a 403 inventory as private', async () => {
    expect(await production().inventory(PRIVATE_ID, 730)).toBe('private')
  })

  it('the account check asks Steam whether the inventory is public', async () => {
    const api = await startApi({
      providers: readProviderConfig({ PROVIDERS: 'production', STEAM_API_URL: steam.url, STEAM_COMMUNITY_URL: steam.url, STEAM_WEB_API_KEY: KEY })
    })
    try {
      const check = async (token: string) => (await api.ok<SteamCheckReport>('/v1/steam/check/create', {}, { token })).findings.map((f) => f.code)
      expect(await check(await api.login())).toEqual([])
      expect(await check(await api.login(DEMO2.phone))).toEqual(['inventory_private'])
    } finally {
      await api.close()
    }
  })
})
