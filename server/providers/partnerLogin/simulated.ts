import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { fail, Status } from '../../domain/status'
import type { PartnerLoginProvider, PartnerTicket } from '.'

/** How long a ticket may wait before it is exchanged. */
export const PARTNER_TICKET_SECONDS = 5 * 60
const TICKET = /^([A-Za-z0-9_-]{10,400})\.([0-9a-f]{64})$/

interface TicketClaims { uid: string, exp: number, jti: string }

/**
 * The simulated partner (模拟合作方): its login page (routes/simulated/partnerLogin.ts) approves at once and signs a
 * 5-minute ticket with a key made when the API starts, which only this simulation knows.
 */
export class SimulatedPartnerLogin implements PartnerLoginProvider {
  readonly simulated = true
  private readonly key = randomBytes(32)

  /** The ticket for one of the partner's users, valid 5 minutes from `now`. */
  ticketFor (uid: string, now: number): string {
    const claims: TicketClaims = { uid, exp: now + PARTNER_TICKET_SECONDS, jti: randomBytes(12).toString('hex') }
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
    return `${payload}.${this.sign(payload)}`
  }

  verifyTicket = (ticket: string, now: number): PartnerTicket => {
    const parts = ticket.match(TICKET) ?? fail(Status.badSign, '合作方登录凭证无效，请重新登录')
    const [, payload, given] = parts
    if (!timingSafeEqual(Buffer.from(given), Buffer.from(this.sign(payload)))) fail(Status.badSign, '合作方登录凭证无效，请重新登录')
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as TicketClaims
    if (!(claims.exp >= now)) fail(Status.badSign, '合作方登录凭证已过期，请重新登录')
    return { uid: claims.uid, jti: claims.jti }
  }

  private readonly sign = (payload: string): string => createHmac('sha256', this.key).update(`partner:${payload}`).digest('hex')
}
