import type { Api } from '../http/context'
import { optional, parse, returnTo, steamId } from '../http/validate'
import { resetToSeed } from '../db/open'
import { signedSteamAnswer } from '../model/steamOpenId'

/**
 * Development helpers, unsigned and absent when NODE_ENV=production: restore the seed, the simulated Steam OpenID
 * provider. Only the API's own pages, the allowed origins and Origin-less clients reach them (http/cors guardLocalPages).
 */
export function devRoutes (api: Api): void {
  const { deps, scope } = api
  if (!deps.dev) return

  api.write('/dev/reset', () => {
    resetToSeed(deps.db, deps.now())
    return { ok: true }
  })

  // The "Steam" page: the user approves at once; back to return_to with a signed, dated, one-time OpenID answer.
  scope.get('/v1/open/dev/steam-openid', async (request, reply) => {
    const q = parse(request.query as Record<string, unknown>, {
      return_to: returnTo(),
      steam_id: optional(steamId(), '76561198000000001')
    })
    const answer = new URLSearchParams(signedSteamAnswer(deps, q.steam_id))
    return reply.redirect(`${q.return_to}${q.return_to.includes('?') ? '&' : '?'}${answer.toString()}`)
  })
}
