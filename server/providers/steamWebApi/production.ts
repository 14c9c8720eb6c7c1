import type { ProviderConfig } from '../config'
import type { SteamAsset, SteamWebApiProvider } from './index'
import { notConfigured } from '../provider'
import { callParty, jsonOf, type PartyAnswer } from '../outbound'
import { fail, Status } from '../../domain/status'

/**
 * Steam's public Web API and community inventory (https://developer.valvesoftware.com/wiki/Steam_Web_API):
 * GET {STEAM_API_URL}/ISteamUser/GetPlayerSummaries/v2/ with STEAM_WEB_API_KEY, and
 * GET {STEAM_COMMUNITY_URL}/inventory/{steamid}/{appid}/2 (context 2: CS2 and Dota 2 items), paged by start_assetid.
 */
const UNREACHABLE = 'Steam 暂时无法访问，请稍后再试'
/** Steam's largest page; an inventory longer than this many pages is read no further */
const PAGE = 2000
const MAX_PAGES = 10

interface Player { personaname?: string, avatarfull?: string, profileurl?: string, communityvisibilitystate?: number }
interface InventoryPage {
  success?: number
  assets?: Array<{ assetid: string, classid: string, instanceid: string }>
  descriptions?: Array<{ classid: string, instanceid: string, market_hash_name: string, tradable: number }>
  more_items?: number
  last_assetid?: string
}

/** Steam's answers other than 200: a refused key is 4500 (our configuration), anything else Steam being unavailable. */
function ok (answer: PartyAnswer): PartyAnswer {
  if (answer.status === 401 || answer.status === 403) fail(Status.disabled, 'Steam Web API Key 无效或已停用')
  if (answer.status !== 200) fail(Status.server, UNREACHABLE)
  return answer
}

export function productionSteamWebApi (config: ProviderConfig): SteamWebApiProvider {
  const { apiUrl, communityUrl, webApiKey } = config.steam
  const get = (url: string): Promise<PartyAnswer> => callParty(url, {}, config.timeoutMs, UNREACHABLE)

  const inventory = async (steamId: string, appid: number): Promise<SteamAsset[] | 'private'> => {
    const assets: SteamAsset[] = []
    let start: string | undefined
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = new URLSearchParams({ l: 'schinese', count: String(PAGE), ...(start ? { start_assetid: start } : {}) })
      const answer = await get(`${communityUrl}/inventory/${steamId}/${appid}/2?${query.toString()}`)
      // Steam answers 403 for an inventory its owner hides
      if (answer.status === 403) return 'private'
      if (answer.status !== 200) fail(Status.server, UNREACHABLE)
      const body = jsonOf(answer, UNREACHABLE) as InventoryPage
      if (body.success !== 1) fail(Status.server, UNREACHABLE)
      // an asset's name and tradability live in its class's description, shared by every asset of that class and instance
      const described = new Map((body.descriptions ?? []).map((entry) => [`${entry.classid}_${entry.instanceid}`, entry]))
      for (const asset of body.assets ?? []) {
        const description = described.get(`${asset.classid}_${asset.instanceid}`)
        if (description) assets.push({ asset_id: asset.assetid, market_hash_name: description.market_hash_name, tradable: description.tradable === 1 })
      }
      if (body.more_items !== 1 || !body.last_assetid) break
      start = body.last_assetid
    }
    return assets
  }

  return {
    simulated: false,
    async playerSummary (steamId) {
      const key = webApiKey ?? notConfigured('steamWebApi')
      const answer = ok(await get(`${apiUrl}/ISteamUser/GetPlayerSummaries/v2/?${new URLSearchParams({ key, steamids: steamId }).toString()}`))
      const player = ((jsonOf(answer, UNREACHABLE) as { response?: { players?: Player[] } }).response?.players ?? [])[0]
      if (!player) fail(Status.notFound, '没有找到该 Steam 账号')
      return {
        personaName: player!.personaname ?? '',
        avatarUrl: player!.avatarfull ?? '',
        profileUrl: player!.profileurl ?? `${communityUrl}/profiles/${steamId}/`,
        // 3 is "public"; 1 (private) and 2 (friends only) hide the profile from us
        visibility: player!.communityvisibilitystate === 3 ? 'public' : 'private'
      }
    },
    inventory,
    // Steam's public API tells nothing of a player's authenticator, trade holds or API key: only whether the inventory is public
    accountFacts: async (steamId) => ({ inventoryPublic: (await inventory(steamId, 730)) !== 'private' })
  }
}
