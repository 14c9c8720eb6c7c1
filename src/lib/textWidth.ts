/** spec 5: dialog button text caps at 8 width units, a Chinese character counting 2. */
export const BUTTON_TEXT_UNITS = 8

/** Width units of one character: 2 for Chinese and other wide characters, 1 otherwise. */
export function charUnits (char: string): number {
  const code = char.codePointAt(0) ?? 0
  return code > 0xff ? 2 : 1
}

export function textUnits (text: string): number {
  return Array.from(text).reduce((units, char) => units + charUnits(char), 0)
}

/** The longest start of `text` that fits in `maxUnits` (whole characters only). */
export function capText (text: string, maxUnits = BUTTON_TEXT_UNITS): string {
  let units = 0
  let kept = ''
  for (const char of Array.from(text)) {
    units += charUnits(char)
    if (units > maxUnits) break
    kept += char
  }
  return kept
}
