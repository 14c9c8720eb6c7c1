import type { Api } from '../../http/context'
import { optional, parse, returnTo, steamId } from '../../http/validate'

/**
 * The simulated Steam's sign-in page, served while the steamOpenId provider is simulated: the player approves at once and
 * goes back to return_to with a signed, dated, one-time OpenID answer. Under /dev/, so only local pages reach it in development.
 */
export function simulatedSteamOpenIdRoutes (api: Api): void {
  const { deps, scope } = api
  const steam = deps.providers.steamOpenId
  if (!steam.simulated) return
  scope.get('/v1/open/dev/steam-openid', async (request, reply) => {
    const q = parse(request.query as Record<string, unknown>, {
      return_to: returnTo(),
      steam_id: optional(steamId(), '76561198000000001')
    })
    const answer = new URLSearchParams(steam.signedAnswer(q.steam_id, deps.now()))
    return reply.redirect(`${q.return_to}${q.return_to.includes('?') ? '&' : '?'}${answer.toString()}`)
  })
}
