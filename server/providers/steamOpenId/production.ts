import type { ProviderConfig } from '../config'
import type { OpenIdAnswer, SteamOpenIdParty } from './index'
import { notConfigured } from '../provider'
import { callParty } from '../outbound'
import { CLAIMED_ID } from '../../domain/steamOpenId'
import { fail, Status } from '../../domain/status'

/**
 * Steam's OpenID 2.0 provider (https://steamcommunity.com/dev, "Sign in through Steam"): a checkid_setup redirect to
 * STEAM_OPENID_URL, and every answer checked by posting it back with openid.mode=check_authentication.
 */
const NS = 'http://specs.openid.net/auth/2.0'
const IDENTIFIER_SELECT = 'http://specs.openid.net/auth/2.0/identifier_select'
/** what must be under Steam's signature for the answer to mean anything */
const MUST_SIGN = ['op_endpoint', 'claimed_id', 'identity', 'return_to', 'response_nonce', 'assoc_handle']
const UNREACHABLE = 'Steam 暂时无法访问，请稍后再试'

/** `key:value` lines, OpenID's key-value form. */
const keyValues = (text: string): Map<string, string> =>
  new Map(text.split('\n').map((line) => line.trim()).filter((line) => line.includes(':'))
    .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]))

export function productionSteamOpenId (config: ProviderConfig): SteamOpenIdParty & { readonly simulated: false } {
  const { openIdUrl, realm } = config.steam
  const realmOf = (): string => realm ?? notConfigured('steamOpenId')

  /** What our side can check before asking Steam: Steam's namespace and endpoint, our realm, one Steam account, all of it signed. */
  const wellFormed = (answer: OpenIdAnswer, ourRealm: string): boolean => {
    const signed = (answer['openid.signed'] ?? '').split(',')
    let returnTo: URL
    try {
      returnTo = new URL(answer['openid.return_to'] ?? '')
    } catch {
      return false
    }
    return answer['openid.ns'] === NS && answer['openid.mode'] === 'id_res' && answer['openid.op_endpoint'] === openIdUrl &&
      returnTo.origin === new URL(ourRealm).origin && CLAIMED_ID.test(answer['openid.claimed_id'] ?? '') &&
      answer['openid.identity'] === answer['openid.claimed_id'] && MUST_SIGN.every((field) => signed.includes(field))
  }

  return {
    simulated: false,
    ready: realm !== undefined,
    loginUrl (returnTo) {
      const ours = realmOf()
      const query = new URLSearchParams({
        'openid.ns': NS,
        'openid.mode': 'checkid_setup',
        'openid.return_to': new URL(returnTo, ours).toString(),
        'openid.realm': ours,
        'openid.identity': IDENTIFIER_SELECT,
        'openid.claimed_id': IDENTIFIER_SELECT
      })
      return `${openIdUrl}?${query.toString()}`
    },
    async verify (answer) {
      if (!wellFormed(answer, realmOf())) return null
      const body = new URLSearchParams({ ...answer, 'openid.mode': 'check_authentication' })
      const reply = await callParty(openIdUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString()
      }, config.timeoutMs, UNREACHABLE)
      // Steam down is not a forged answer: the player may try again
      if (reply.status >= 500) fail(Status.server, UNREACHABLE)
      if (reply.status !== 200) return null
      return keyValues(reply.text).get('is_valid') === 'true' ? CLAIMED_ID.exec(answer['openid.claimed_id'])![1] : null
    }
  }
}
