/** spec 5: colour strings of 3 or 6 hex digits convert; anything else is rejected. */
export interface Rgb { r: number, g: number, b: number }

export class ColourError extends Error {
  constructor (readonly input: unknown) {
    super(`Not a colour: ${JSON.stringify(input)} (expected #rgb or #rrggbb hex digits)`)
    this.name = 'ColourError'
    Object.setPrototypeOf(this, ColourError.prototype)
  }
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i

export function hexToRgb (input: string): Rgb {
  const match = typeof input === 'string' ? HEX.exec(input.trim()) : null
  if (!match) throw new ColourError(input)
  const digits = match[1].length === 3 ? match[1].replace(/./g, (d) => d + d) : match[1]
  return {
    r: parseInt(digits.slice(0, 2), 16),
    g: parseInt(digits.slice(2, 4), 16),
    b: parseInt(digits.slice(4, 6), 16)
  }
}

/** CSS rgba() from a hex colour, e.g. a rarity colour at 20 % for a card background. */
export function hexToRgba (input: string, alpha = 1): string {
  if (!(alpha >= 0 && alpha <= 1)) throw new RangeError(`alpha must be within 0..1, got ${alpha}`)
  const { r, g, b } = hexToRgb(input)
  return `rgba(${r}, ${g}, ${b}, ${alpha})`
}
