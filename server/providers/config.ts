import * as v from 'valibot'
import { PARTIES, PARTY_NAME, type Party } from './provider'

/**
 * The providers' configuration, read once from the environment through this schema (server/README.md "Providers").
 * PROVIDERS picks every party's implementation (default: simulated, or production when NODE_ENV=production);
 * SIMULATE=sms,humanCheck keeps the listed parties simulated in production mode.
 */
const url = (fallback: string) => v.optional(v.pipe(v.string(), v.url()), fallback)
const secret = v.optional(v.pipe(v.string(), v.minLength(1)))
const parties = v.pipe(
  v.optional(v.string(), ''),
  v.transform((text) => text.split(',').map((part) => part.trim()).filter(Boolean)),
  v.array(v.picklist(PARTIES))
)

const EnvSchema = v.object({
  PROVIDERS: v.optional(v.picklist(['simulated', 'production'])),
  SIMULATE: parties,
  /** how long any call to an outside party may take before it counts as failed */
  PROVIDER_TIMEOUT_MS: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(100), v.maxValue(60_000)), '5000'),
  STEAM_OPENID_URL: url('https://steamcommunity.com/openid/login'),
  /** our site as Steam shows it to the player (openid.realm, e.g. https://m.example.com); return_to paths are under it */
  STEAM_OPENID_REALM: v.optional(v.pipe(v.string(), v.url())),
  STEAM_API_URL: url('https://api.steampowered.com'),
  STEAM_COMMUNITY_URL: url('https://steamcommunity.com'),
  STEAM_WEB_API_KEY: secret,
  WECHAT_API_URL: url('https://api.weixin.qq.com'),
  WECHAT_APPID: secret,
  WECHAT_SECRET: secret
})

export interface ProviderConfig {
  /** the parties played by their simulation */
  simulated: ReadonlySet<Party>
  timeoutMs: number
  steam: { openIdUrl: string, realm?: string, apiUrl: string, communityUrl: string, webApiKey?: string }
  wechat: { apiUrl: string, appId?: string, secret?: string }
}

/** Reads and checks the environment; a wrong value stops the server with the variable's name. */
export function readProviderConfig (env: Record<string, string | undefined> = process.env): ProviderConfig {
  const result = v.safeParse(EnvSchema, Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')))
  if (!result.success) {
    const issue = result.issues[0]
    throw new Error(`配置错误 ${v.getDotPath(issue) ?? ''}: ${issue.message}`)
  }
  const e = result.output
  const mode = e.PROVIDERS ?? (env.NODE_ENV === 'production' ? 'production' : 'simulated')
  return {
    simulated: new Set(mode === 'simulated' ? PARTIES : e.SIMULATE),
    timeoutMs: Number(e.PROVIDER_TIMEOUT_MS),
    steam: {
      openIdUrl: e.STEAM_OPENID_URL, realm: e.STEAM_OPENID_REALM, apiUrl: e.STEAM_API_URL, communityUrl: e.STEAM_COMMUNITY_URL, webApiKey: e.STEAM_WEB_API_KEY
    },
    wechat: { apiUrl: e.WECHAT_API_URL, appId: e.WECHAT_APPID, secret: e.WECHAT_SECRET }
  }
}

/** Every party simulated: what tests and `npm start` run with. */
export const simulatedConfig = (): ProviderConfig => readProviderConfig({ PROVIDERS: 'simulated' })

/**
 * Whether a production server may start with this configuration: it names the simulated parties and refuses while
 * there are any, unless ALLOW_SIMULATED=1 (the public demo). Outside production it always starts.
 */
export function startupCheck (config: ProviderConfig, env: Record<string, string | undefined> = process.env): { start: boolean, message: string } {
  const simulated = PARTIES.filter((party) => config.simulated.has(party))
  if (env.NODE_ENV !== 'production') return { start: true, message: '' }
  if (simulated.length === 0) return { start: true, message: '外部服务：全部为正式实现' }
  const names = simulated.map((party) => `${party}（${PARTY_NAME[party]}）`).join('、')
  if (env.ALLOW_SIMULATED === '1') return { start: true, message: `外部服务：以下为模拟实现（ALLOW_SIMULATED=1，演示环境）：${names}` }
  return { start: false, message: `拒绝启动：生产环境下以下外部服务仍为模拟实现：${names}。请配置正式实现（server/README.md「Providers」），演示环境请设置 ALLOW_SIMULATED=1` }
}
