import type { SteamCheckReport } from '../../types/api'
import { SteamCheckLatestSchema, SteamCheckReportSchema } from '../contract/steamCheck'
import { request } from '../lib/request'
import { answer } from './shape'

/** The Steam account check screens' calls (server/README.md "Steam account check"). */

const RUN = '/v1/steam/check/create'
export function runSteamCheck (): Promise<SteamCheckReport> {
  return request<unknown>(RUN, { method: 'POST', dialog: false }).then(answer(SteamCheckReportSchema, RUN))
}
const REPORT = '/v1/steam/check/report'
/** That report, or the latest one without an id; null before the first check. */
export function steamCheckReport (reportId?: number): Promise<SteamCheckReport | null> {
  return request<unknown>(REPORT, { data: reportId ? { report_id: reportId } : {}, dialog: false }).then(answer(SteamCheckLatestSchema, REPORT))
}
