import { textUnits } from './textWidth'
import { shortWearName } from './wear'

/** Width units two lines of the card name hold at the normal size (a Chinese character counts 2). */
export const CARD_NAME_UNITS = 44

export interface CardName { text: string, small: boolean }

/**
 * The name a card shows, never cut: the wear suffix ("（崭新出厂）") is dropped because the wear tag
 * shows it, the rest wraps to two lines, and a name longer than two lines at the normal size is
 * drawn a step smaller (which holds 62 units) instead of ending in "…".
 */
export function cardName (name: string, exterior: string | null | undefined): CardName {
  const suffix = exterior ? ` (${exterior})` : ''
  const text = suffix && name.endsWith(suffix) ? name.slice(0, -suffix.length) : name
  return { text, small: textUnits(text) > CARD_NAME_UNITS }
}

/** The chips over a card's picture: its wear, and its quality unless plain (普通 / 标准), both shortened (spec 3). */
export function cardTags (item: { exterior: string | null, quality: string }): { wear: string, quality: string } {
  return {
    wear: shortWearName(item.exterior),
    quality: item.quality && !['普通', '标准'].includes(item.quality) ? shortWearName(item.quality) : ''
  }
}
