import { compareWire, isWireAmount } from './moneyText'

/** spec 3: item wear names shorten for display. */
export const SHORT_WEAR: ReadonlyArray<readonly [string, string]> = [
  ['崭新出厂', '崭新'],
  ['略有磨损', '略磨'],
  ['久经沙场', '久经'],
  ['破损不堪', '破损'],
  ['战痕累累', '战痕'],
  ['StatTrak™', 'ST'],
  ['StatTrak', 'ST']
]

export function shortWearName (name: string | null | undefined): string {
  if (!name) return ''
  return SHORT_WEAR.reduce((text, [full, short]) => text.split(full).join(short), name)
}

const WEAR_TEXT = /^\d+(\.\d+)?$/

/** Decimals every screen shows a wear with: the listings' own precision, so one item reads alike everywhere. */
export const WEAR_PLACES = 6

/**
 * A wear (float) as players see it: WEAR_PLACES decimals, cut rather than rounded, so a wear never reads as crossing
 * an exterior's bound it is under (0.0699999 stays 0.069999). No wear reads as '', other text as it came.
 */
export function wearText (wear: string | null): string {
  if (wear === null) return ''
  if (!WEAR_TEXT.test(wear)) return wear
  const [whole, decimals = ''] = wear.split('.')
  return `${whole}.${decimals.slice(0, WEAR_PLACES).padEnd(WEAR_PLACES, '0')}`
}

/** One wear bound as typed: '' when empty or fine, else a clear message. Compared on its digits, never as a float. */
function wearBoundProblem (text: string, label: string): string {
  if (!text) return ''
  if (/^-/.test(text)) return `${label}不能为负数`
  if (!WEAR_TEXT.test(text) || !isWireAmount(text)) return `${label}请输入 0 到 1 之间的数字，如 0.07`
  if ((text.split('.')[1] ?? '').length > 4) return `${label}最多四位小数`
  if (compareWire(text, '1') > 0) return `${label}必须在 0 到 1 之间`
  return ''
}

/**
 * A clear message for a wear (float) range the API would refuse, or '' when it is fine (server/http/wearBound.ts).
 * Both bounds are optional; one alone means the other is 0 (min) or 1 (max); 0 to 1, at most 4 decimals.
 * A buy order needs min < max; a shop filter may name one exact wear (min = max).
 */
export function wearRangeProblem (minWear: string, maxWear: string, equalAllowed = false): string {
  const min = minWear.trim()
  const max = maxWear.trim()
  const problem = wearBoundProblem(min, '最低磨损') || wearBoundProblem(max, '最高磨损')
  if (problem) return problem
  const order = (min || max) ? compareWire(min || '0', max || '1') : -1
  if (equalAllowed ? order > 0 : order >= 0) return equalAllowed ? '最低磨损不能高于最高磨损' : '最低磨损必须小于最高磨损'
  return ''
}
