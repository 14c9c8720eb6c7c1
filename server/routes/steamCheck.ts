import type { Api } from '../http/context'
import type { SteamCheckReport } from '../../types/api'
import { int, optional, parse } from '../http/validate'
import { findUser } from '../model/users'
import { runSteamCheck, steamCheckReport } from '../model/steamCheck'

/** The Steam account check (server/README.md "Steam account check"). */
export function steamCheckRoutes (api: Api): void {
  const { deps } = api
  api.write('/v1/steam/check/create', (call): Promise<SteamCheckReport> => runSteamCheck(deps, findUser(deps.db, call.userId())))
  // without report_id: the latest report, or null before the first check
  api.route('/v1/steam/check/report', (call): SteamCheckReport | null => {
    const userId = call.userId()
    return steamCheckReport(deps, userId, parse(call.params, { report_id: optional(int('检测报告', 1)) }).report_id)
  })
}
