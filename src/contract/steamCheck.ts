/** The Steam account check: findings with severity and fix steps (server/README.md "Steam account check"). */
import { array, boolean, nullable, object, picklist, string } from 'valibot'
import { CountSchema, TimeSchema } from './common'

export const SteamCheckSeveritySchema = picklist(['high', 'medium', 'low'])
export const SteamCheckFindingSchema = object({
  code: string(),
  severity: SteamCheckSeveritySchema,
  title: string(),
  summary: string(),
  steps: array(string()),
  fix_text: string(),
  fix_url: string()
})
export const SteamCheckReportSchema = object({ report_id: CountSchema, passed: boolean(), checked_at: TimeSchema, findings: array(SteamCheckFindingSchema) })
export const SteamCheckLatestSchema = nullable(SteamCheckReportSchema)
