import { formatCents } from './money'

// Rates are integer basis points (1 % = 100); these write them as percent texts without floats.

/** Basis points as a signed percent text with two decimals: 1234 → "12.34", -5 → "-0.05" (hundredths, like cents). */
export const percentText = (basisPoints: number): string => formatCents(basisPoints)

/** Basis points as a percent text without trailing zeros: 8800 → "88", 9215 → "92.15", 9210 → "92.1". */
export const shortPercentText = (basisPoints: number): string => {
  const fraction = String(basisPoints % 100).padStart(2, '0').replace(/0+$/, '')
  return `${Math.floor(basisPoints / 100)}${fraction === '' ? '' : `.${fraction}`}`
}
