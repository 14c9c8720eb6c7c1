/**
 * The haggle cut rule (server/README.md "Haggle and grab"). Pure: the caller hands in the random draw.
 * A helper cuts a share of what is still above the floor: 5-15 % (a new user: 20-40 %), at least 0.01;
 * once 1.00 or less is left, a help cuts all of it, so a haggle can end and a cut never passes the floor.
 */
export const HAGGLE_RULES = {
  /** a helper's share of the remaining amount, basis points */
  shareBp: { min: 500, max: 1500 },
  newUserShareBp: { min: 2000, max: 4000 },
  /** at or below this remainder a help takes the rest */
  finishCents: 100,
  /** an account this young that has never helped counts as a new user */
  newUserDays: 7
} as const

/** The cut for one help; `pickBp(min, max)` answers a whole number in [min, max]. */
export function haggleCut (remainingCents: number, newUser: boolean, pickBp: (min: number, max: number) => number): number {
  if (remainingCents <= 0) return 0
  if (remainingCents <= HAGGLE_RULES.finishCents) return remainingCents
  const range = newUser ? HAGGLE_RULES.newUserShareBp : HAGGLE_RULES.shareBp
  const bp = Math.min(range.max, Math.max(range.min, pickBp(range.min, range.max)))
  return Math.min(remainingCents, Math.max(1, Math.floor(remainingCents * bp / 10000)))
}

/** Cut so far as a whole percent of what could be cut (rounded down; 100 only at the floor). */
export function haggleProgress (startCents: number, floorCents: number, priceCents: number): number {
  const span = startCents - floorCents
  return span <= 0 ? 100 : Math.floor((startCents - priceCents) * 100 / span)
}
