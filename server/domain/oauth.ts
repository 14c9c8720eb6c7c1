import { createHash } from 'node:crypto'

/**
 * OAuth2 authorisation code flow for partner apps (server/README.md "Partner apps: OAuth and exchange").
 * The registered apps are configuration, not user data: each has its client id, a secret (stored here only
 * as its SHA-256), the exact redirect URIs it may be sent back to and the scopes it may ask for.
 */

/** Scope keys and the words the user reads on the consent screen and in 授权管理. */
export const SCOPE_NAMES: Record<string, string> = {
  profile: '获取你的昵称和头像',
  inventory: '读取你的库存饰品',
  trade_history: '读取你的交易记录',
  price_alert: '向你推送价格提醒',
  listing: '代你上架出售饰品'
}

export interface OAuthClient {
  client_id: string
  name: string
  icon_text: string
  icon_color: string
  /** one line on the consent screen: who the app is */
  description: string
  /** SHA-256 hex of the client secret */
  secret_sha256: string
  /** compared exactly (scheme, host, path and query); nothing else is ever followed */
  redirect_uris: readonly string[]
  scopes: readonly string[]
}

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex')

/** The demo secrets are written in server/README.md; a real deployment would register its own. */
export const OAUTH_CLIENTS: readonly OAuthClient[] = [
  {
    client_id: 'douyu_live',
    name: '斗鱼直播',
    icon_text: '斗',
    icon_color: '#ff7700',
    description: '在直播间展示你的饰品库存，参与主播饰品活动',
    secret_sha256: sha256('douyu-demo-secret'),
    redirect_uris: ['https://c5-partner.douyu.example/oauth/callback'],
    scopes: ['profile', 'inventory']
  },
  {
    client_id: 'price_helper',
    name: '饰品价格助手',
    icon_text: '价',
    icon_color: '#2f6bd8',
    description: '追踪你库存的估值，价格波动时提醒你',
    secret_sha256: sha256('pricehelper-demo-secret'),
    redirect_uris: ['https://pricehelper.example/auth/c5/callback', 'https://m.pricehelper.example/auth/c5/callback'],
    scopes: ['profile', 'inventory', 'trade_history', 'price_alert']
  },
  {
    client_id: 'oos_mall',
    name: 'OOS 积分商城',
    icon_text: 'OOS',
    icon_color: '#14a37f',
    description: '用 OOS 积分兑换饰品，并可代你在 C5 上架出售',
    secret_sha256: sha256('oos-demo-secret'),
    redirect_uris: ['https://mall.oos.example/c5/oauth/return'],
    scopes: ['profile', 'inventory', 'listing']
  }
]

/** Codes live 10 minutes and are used once; access tokens live 2 hours. */
export const OAUTH_RULES = { codeSeconds: 600, tokenSeconds: 7200 } as const

export const clientById = (clientId: string): OAuthClient | undefined => OAUTH_CLIENTS.find((client) => client.client_id === clientId)

/**
 * `scope` as RFC 6749 spells it (space separated; commas accepted too, and '+', a space in a form-encoded query that a
 * router may hand over undecoded), de-duplicated in the client's order; [] when empty.
 */
export function scopeList (raw: string): string[] {
  return [...new Set(raw.split(/[\s,+]+/).filter(Boolean))]
}

/** redirect_uri with the answer appended (existing query kept). */
export function redirectWith (uri: string, answer: Record<string, string | undefined>): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(answer)) if (value !== undefined && value !== '') query.set(key, value)
  return `${uri}${uri.includes('?') ? '&' : '?'}${query.toString()}`
}
