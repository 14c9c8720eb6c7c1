import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Deps } from '../deps'
import { CLAIMED_ID, NONCE } from '../domain/steamOpenId'
import { fail, Status } from '../domain/status'
import { spendNonce } from './usedNonces'

/**
 * The (simulated) Steam OpenID answer: `openid.claimed_id` names the account, `openid.response_nonce`
 * (Steam's format: ISO time + random, `2026-11-23T10:00:00Zab12cd`) makes it one-time and dated, and
 * `openid.sig` (HMAC with the server secret, standing in for Steam's check_authentication) covers both.
 */

/** An answer older than this is refused (and one dated more than a minute ahead: clocks differ a little, not more). */
export const STEAM_ANSWER_MAX_AGE_SECONDS = 5 * 60
const CLOCK_SKEW_SECONDS = 60

export type SteamOpenIdAnswer = { 'openid.claimed_id': string, 'openid.response_nonce': string, 'openid.sig': string }

export const steamOpenIdSig = (secret: string, claimedId: string, nonce: string): string =>
  createHmac('sha256', secret).update(`steam:${claimedId}\n${nonce}`).digest('hex')

/** A fresh nonce in Steam's format for an answer made at `now` (unix seconds). */
export const steamResponseNonce = (now: number): string =>
  new Date(now * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z') + randomBytes(6).toString('hex')

/** The simulated provider's whole answer for one Steam id. */
export function signedSteamAnswer (deps: Pick<Deps, 'secret' | 'now'>, steamId: string): SteamOpenIdAnswer & { 'openid.mode': 'id_res' } {
  const claimed = `https://steamcommunity.com/openid/id/${steamId}`
  const nonce = steamResponseNonce(deps.now())
  return { 'openid.mode': 'id_res', 'openid.claimed_id': claimed, 'openid.response_nonce': nonce, 'openid.sig': steamOpenIdSig(deps.secret, claimed, nonce) }
}

/**
 * The Steam id of a checked OpenID answer, accepted once: forged or tampered (4003 `refusal`),
 * older than 5 minutes or dated ahead (4003 已过期), or already used (4003 已使用) are refused.
 */
export function verifiedSteamId (deps: Pick<Deps, 'db' | 'secret' | 'now'>, answer: SteamOpenIdAnswer, refusal: string): string {
  const nonce = answer['openid.response_nonce']
  const expected = steamOpenIdSig(deps.secret, answer['openid.claimed_id'], nonce)
  const given = answer['openid.sig']
  // constant-time compare: the signature is the only thing standing for Steam's own check
  if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), Buffer.from(expected))) fail(Status.badSign, refusal)
  const issued = Date.parse(NONCE.exec(nonce)![1]) / 1000
  const now = deps.now()
  if (!(now - issued <= STEAM_ANSWER_MAX_AGE_SECONDS && issued - now <= CLOCK_SKEW_SECONDS)) {
    fail(Status.badSign, 'Steam 授权已过期，请重新前往 Steam 授权')
  }
  if (!spendNonce(deps.db, 'steam', nonce, now)) fail(Status.badSign, '该 Steam 授权已使用过，请重新前往 Steam 授权')
  return CLAIMED_ID.exec(answer['openid.claimed_id'])![1]
}
