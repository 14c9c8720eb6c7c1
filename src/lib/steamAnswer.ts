import type { SteamOpenIdAnswer } from '../../types/api'

const CLAIMED_ID = /^https:\/\/steamcommunity\.com\/openid\/id\/7656119\d{10}$/
/** Steam's answer stays within the server's limit (http/validate openIdAnswer): 20 fields of at most 500 characters. */
const MAX_FIELDS = 20

const decoded = (value: string): string => {
  try { return decodeURIComponent(value) } catch { return value }
}

/**
 * Steam's OpenID answer from the return address's parameters, or null when it is not a positive answer naming one
 * account. Every `openid.*` field goes on: the server hands the whole signed answer back to Steam to vouch for it.
 */
export function steamAnswerOf (params: Record<string, string | undefined>): SteamOpenIdAnswer | null {
  const fields = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[0].startsWith('openid.') && typeof entry[1] === 'string')
    .slice(0, MAX_FIELDS)
    .map(([key, value]) => [key, decoded(value)] as const)
  const answer: Partial<Record<string, string>> = Object.fromEntries(fields)
  const { 'openid.mode': mode, 'openid.claimed_id': claimed, 'openid.response_nonce': nonce, 'openid.sig': sig } = answer
  if (mode !== 'id_res' || !claimed || !CLAIMED_ID.test(claimed) || !nonce || !sig) return null
  return { ...answer, 'openid.mode': mode, 'openid.claimed_id': claimed, 'openid.response_nonce': nonce, 'openid.sig': sig }
}
