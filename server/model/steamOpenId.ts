import type { Deps } from '../deps'
import type { OpenIdAnswer } from '../providers/steamOpenId'
import { NONCE } from '../domain/steamOpenId'
import { fail, Status } from '../domain/status'
import { spendNonce } from './usedNonces'

/**
 * A Steam OpenID answer is accepted once: Steam (deps.providers.steamOpenId) vouches for it, and its
 * `openid.response_nonce` (Steam's format: ISO time + random, `2026-11-23T10:00:00Zab12cd`) dates it and is spent here.
 */

/** An answer older than this is refused (and one dated more than a minute ahead: clocks differ a little, not more). */
export const STEAM_ANSWER_MAX_AGE_SECONDS = 5 * 60
const CLOCK_SKEW_SECONDS = 60

/**
 * The Steam id of a checked OpenID answer, accepted once: one Steam does not vouch for (4003 `refusal`),
 * older than 5 minutes or dated ahead (4003 已过期), or already used (4003 已使用) are refused.
 */
export async function verifiedSteamId (deps: Pick<Deps, 'db' | 'now' | 'providers'>, answer: OpenIdAnswer, refusal: string): Promise<string> {
  const steamId = await deps.providers.steamOpenId.verify(answer) ?? fail(Status.badSign, refusal)
  const nonce = answer['openid.response_nonce']
  const issued = Date.parse(NONCE.exec(nonce)![1]) / 1000
  const now = deps.now()
  if (!(now - issued <= STEAM_ANSWER_MAX_AGE_SECONDS && issued - now <= CLOCK_SKEW_SECONDS)) {
    fail(Status.badSign, 'Steam 授权已过期，请重新前往 Steam 授权')
  }
  if (!spendNonce(deps.db, 'steam', nonce, now)) fail(Status.badSign, '该 Steam 授权已使用过，请重新前往 Steam 授权')
  return steamId
}
