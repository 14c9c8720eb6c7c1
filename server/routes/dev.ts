import type { Api } from '../http/context'
import { resetToSeed } from '../db/open'

/**
 * Development helpers, unsigned and absent when NODE_ENV=production: restore the seed. Only the API's own pages, the
 * allowed origins and Origin-less clients reach them (http/cors guardLocalPages).
 */
export function devRoutes (api: Api): void {
  const { deps } = api
  if (!deps.dev) return

  api.write('/dev/reset', () => {
    resetToSeed(deps.db, deps.now())
    return { ok: true }
  })
}
