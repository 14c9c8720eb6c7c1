/**
 * The words for inspection values (server/README.md "Item inspection"): Fade % and Doppler / Gamma Doppler phases as
 * BUFF users read them. Values come from the API; this only formats them.
 */
const GEMS: Record<string, string> = { Ruby: '红宝石', Sapphire: '蓝宝石', 'Black Pearl': '黑珍珠', Emerald: '绿宝石' }

/** "Phase 2" → "P2", "Ruby" → "红宝石" */
export function phaseText (phase: string): string {
  const match = /^Phase (\d)$/.exec(phase)
  return match ? `P${match[1]}` : GEMS[phase] ?? phase
}

/** "95.31" → "渐变 95.31%" */
export const fadeText = (percentage: string): string => `渐变 ${percentage}%`

/** A row's short mark: the Fade % or the phase, '' when the item has neither. */
export function inspectMarkText (mark: { fade: string | null, phase: string | null } | undefined): string {
  if (!mark) return ''
  if (mark.fade) return fadeText(mark.fade)
  return mark.phase ? phaseText(mark.phase) : ''
}

/** Where a float sits on a 0–1 bar, in percent (display only: the exact digits are shown as text). */
export function floatPercent (float: string): number {
  const value = Number(float)
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value * 100)) : 0
}
