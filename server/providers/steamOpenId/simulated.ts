import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { OpenIdAnswer, SteamOpenIdParty } from './index'
import { CLAIMED_ID } from '../../domain/steamOpenId'

/**
 * The simulated Steam: its sign-in page (routes/simulated/steamOpenId.ts) approves at once and sends back
 * `openid.claimed_id`, a Steam-format `openid.response_nonce` and `openid.sig`, an HMAC over both with a key this
 * process made, standing in for Steam's check_authentication.
 */
export interface SimulatedSteamOpenId extends SteamOpenIdParty {
  readonly simulated: true
  /** the answer the simulated page sends back for one Steam id at `now` (unix seconds) */
  signedAnswer: (steamId: string, now: number) => Record<string, string>
}

/** A fresh nonce in Steam's format for an answer made at `now` (unix seconds): ISO time + random. */
const responseNonce = (now: number): string => new Date(now * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z') + randomBytes(6).toString('hex')

export function simulatedSteamOpenId (): SimulatedSteamOpenId {
  const key = randomBytes(32)
  const sig = (claimedId: string, nonce: string): string => createHmac('sha256', key).update(`steam:${claimedId}\n${nonce}`).digest('hex')
  return {
    simulated: true,
    ready: true,
    loginUrl: (returnTo, steamId) =>
      `/api/v1/open/dev/steam-openid?${new URLSearchParams({ return_to: returnTo, ...(steamId ? { steam_id: steamId } : {}) }).toString()}`,
    signedAnswer (steamId, now) {
      const claimed = `https://steamcommunity.com/openid/id/${steamId}`
      const nonce = responseNonce(now)
      return { 'openid.mode': 'id_res', 'openid.claimed_id': claimed, 'openid.response_nonce': nonce, 'openid.sig': sig(claimed, nonce) }
    },
    async verify (answer: OpenIdAnswer) {
      const claimed = answer['openid.claimed_id'] ?? ''
      const expected = sig(claimed, answer['openid.response_nonce'] ?? '')
      const given = answer['openid.sig'] ?? ''
      // constant-time compare: the signature is the only thing standing for Steam's own check
      const valid = given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected))
      return valid ? CLAIMED_ID.exec(claimed)?.[1] ?? null : null
    }
  }
}
