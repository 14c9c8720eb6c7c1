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
