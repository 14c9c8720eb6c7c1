import type { Api } from '../../http/context'
import { optional, parse, returnTo, str } from '../../http/validate'
import { SimulatedPartnerLogin } from '../../providers/partnerLogin/simulated'

const PARTNER_UID = /^[A-Za-z0-9_-]{1,64}$/
const DEMO_PARTNER_UID = 'partner-demo-1001'

/** The simulated partner's login page (模拟合作方登录), mounted while the partnerLogin provider is simulated. */
export function simulatedPartnerLoginRoutes (api: Api): void {
  const { deps, scope } = api
  const partner = deps.providers.partnerLogin
  if (!(partner instanceof SimulatedPartnerLogin)) return

  // The user approves at once; back to redirect_url with a ticket and the app's state.
  scope.get('/v1/open/dev/partner-sso', async (request, reply) => {
    const q = parse(request.query as Record<string, unknown>, {
      redirect_url: returnTo(),
      state: optional(str('state', { max: 128, pattern: /^[A-Za-z0-9_-]+$/ })),
      partner_uid: optional(str('合作方用户', { pattern: PARTNER_UID }), DEMO_PARTNER_UID)
    })
    const answer = new URLSearchParams({ ticket: partner.ticketFor(q.partner_uid, deps.now()), ...(q.state ? { state: q.state } : {}) })
    return reply.redirect(`${q.redirect_url}${q.redirect_url.includes('?') ? '&' : '?'}${answer.toString()}`)
  })
}
