import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { Api } from '../http/context'
import type { Deps } from '../deps'
import type { LoginResult } from '../../types/api'
import { optional, parse, returnTo, str } from '../http/validate'
import { startSession } from '../model/sessions'
import { createUser, setPartnerUid, userIdByPartnerUid } from '../model/users'
import { spendNonce } from '../model/usedNonces'
import { fail, Status } from '../domain/status'
import { atomically } from '../model/transaction'

/**
 * Partner single sign-on (client id 8). The partner's login page sends the browser back
 * to /pages/user/catLogin with a one-time `ticket` (signed, 5-minute expiry) and the app's `state`;
 * `/passport/partner` exchanges the ticket once for a session of the partner's user (found or created).
 * Here the partner is simulated (development only), like the Steam OpenID provider.
 */

export const PARTNER_TICKET_SECONDS = 5 * 60
const PARTNER_UID = /^[A-Za-z0-9_-]{1,64}$/
const TICKET = /^([A-Za-z0-9_-]{10,400})\.([0-9a-f]{64})$/
const DEMO_PARTNER_UID = 'partner-demo-1001'

interface TicketClaims { uid: string, exp: number, jti: string }

const ticketSig = (secret: string, payload: string): string => createHmac('sha256', secret).update(`partner:${payload}`).digest('hex')

/** The simulated partner's ticket for one of its users, valid 5 minutes from now. */
export function partnerTicket (deps: Pick<Deps, 'secret' | 'now'>, uid: string): string {
  const claims: TicketClaims = { uid, exp: deps.now() + PARTNER_TICKET_SECONDS, jti: randomBytes(12).toString('hex') }
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
  return `${payload}.${ticketSig(deps.secret, payload)}`
}

/** The partner user of a ticket, accepted once and before it expires; anything else → 4003. */
function ticketUid (deps: Deps, ticket: string): string {
  const parts = ticket.match(TICKET) ?? fail(Status.badSign, '合作方登录凭证无效，请重新登录')
  const [, payload, given] = parts
  const expected = ticketSig(deps.secret, payload)
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) fail(Status.badSign, '合作方登录凭证无效，请重新登录')
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TicketClaims
  const now = deps.now()
  if (!(claims.exp >= now)) fail(Status.badSign, '合作方登录凭证已过期，请重新登录')
  if (!spendNonce(deps.db, 'partner', claims.jti, now)) fail(Status.badSign, '合作方登录凭证已使用过，请重新登录')
  return claims.uid
}

export function partnerRoutes (api: Api): void {
  const { deps, scope } = api
  const { db } = deps

  api.write('/passport/partner', (call): LoginResult => {
    const input = parse(call.params, { ticket: str('合作方登录凭证', { max: 500 }) })
    if (!deps.dev) fail(Status.disabled, '合作方登录未配置')
    const uid = ticketUid(deps, input.ticket)
    return atomically(deps, () => {
      let id = userIdByPartnerUid(db, uid)
      if (id === undefined) {
        id = createUser(db, { nickname: `合作方用户${uid.slice(-4)}` }, deps.now()).id
        setPartnerUid(db, id, uid)
      }
      return startSession(deps, id)
    })
  })

  if (!deps.dev) return
  // The partner's login page, simulated: the user approves at once; back to redirect_url with a ticket and the app's state.
  scope.get('/v1/open/dev/partner-sso', async (request, reply) => {
    const q = parse(request.query as Record<string, unknown>, {
      redirect_url: returnTo(),
      state: optional(str('state', { max: 128, pattern: /^[A-Za-z0-9_-]+$/ })),
      partner_uid: optional(str('合作方用户', { pattern: PARTNER_UID }), DEMO_PARTNER_UID)
    })
    const answer = new URLSearchParams({ ticket: partnerTicket(deps, q.partner_uid), ...(q.state ? { state: q.state } : {}) })
    return reply.redirect(`${q.redirect_url}${q.redirect_url.includes('?') ? '&' : '?'}${answer.toString()}`)
  })
}
