import { createHash } from 'node:crypto'
import { FadeCalculator } from 'csgo-fade-percentage-calculator'

/**
 * Simulated inspection (server/README.md "Item inspection"): everything here is a pure function of the inspect link's
 * text (and the item it names), so the same link always gives the same float, paint seed, paint index and stickers.
 */

/** Floats carry 14 decimals (BUFF shows at least 10); inside they are integers in units of 10⁻¹⁴. */
export const FLOAT_DIGITS = 14
const ONE = BigInt(10) ** BigInt(FLOAT_DIGITS)

/** A stable 96-bit number from the link text and a purpose, so each value draws from its own stream. */
export function linkHash (link: string, purpose: string): bigint {
  return BigInt('0x' + createHash('sha256').update(`${purpose}\n${link}`).digest('hex').slice(0, 24))
}

/** "0.0712" → units of 10⁻¹⁴ (digits past the 14th are cut), or null for anything that is not a float. */
export function floatUnits (text: string): bigint | null {
  const match = /^([01])\.(\d+)$/.exec(text)
  if (!match) return null
  return BigInt(match[1]) * ONE + BigInt(match[2].slice(0, FLOAT_DIGITS).padEnd(FLOAT_DIGITS, '0'))
}
export const floatText = (units: bigint): string => `${units / ONE}.${(units % ONE).toString().padStart(FLOAT_DIGITS, '0')}`
/** Two-decimal text of a range end: 0.08 → "0.08" */
const rangeText = (units: bigint): string => floatText(units).slice(0, 4)

export interface FloatRange { min: bigint, max: bigint }
const range = (min: string, max: string): FloatRange => ({ min: floatUnits(min)!, max: floatUnits(max)! })

/** CS2's exteriors by float, [min, max); 战痕累累 includes 1. */
export const EXTERIOR_RANGES: Record<string, FloatRange> = {
  崭新出厂: range('0.00', '0.07'),
  略有磨损: range('0.07', '0.15'),
  久经沙场: range('0.15', '0.38'),
  破损不堪: range('0.38', '0.45'),
  战痕累累: range('0.45', '1.00')
}
export const exteriorOfFloat = (units: bigint): string =>
  Object.entries(EXTERIOR_RANGES).find(([, band]) => units >= band.min && units < band.max)?.[0] ?? '战痕累累'

/** The skin's own float range (the game's min/max wear) where we know it; every other skin is 0.00–1.00. */
export const SKIN_FLOAT_RANGES: Record<string, FloatRange> = {
  'Butterfly Knife | Fade': range('0.00', '0.08'),
  'Karambit | Doppler': range('0.00', '0.08'),
  'M9 Bayonet | Tiger Tooth': range('0.00', '0.08'),
  'Flip Knife | Marble Fade': range('0.00', '0.08'),
  'Glock-18 | Fade': range('0.00', '0.08'),
  'Desert Eagle | Blaze': range('0.00', '0.08'),
  'AWP | Lightning Strike': range('0.00', '0.08'),
  'AWP | Asiimov': range('0.18', '1.00'),
  'M4A4 | Asiimov': range('0.18', '1.00'),
  'AK-47 | Redline': range('0.10', '0.70'),
  'AK-47 | Fire Serpent': range('0.06', '0.76'),
  'AWP | Dragon Lore': range('0.00', '0.70'),
  'M4A4 | Howl': range('0.00', '0.40'),
  'AWP | Safari Mesh': range('0.06', '0.80'),
  'Sport Gloves | Vice': range('0.06', '0.80'),
  'Specialist Gloves | Crimson Kimono': range('0.06', '0.80')
}
const FULL = range('0.00', '1.00')

/** "★ StatTrak™ Butterfly Knife | Fade (Factory New)" → "Butterfly Knife | Fade" */
export const skinName = (marketHashName: string): string =>
  marketHashName.replace(/^★ /, '').replace(/^StatTrak™ /, '').replace(/ \([^)]*\)$/, '')
export const weaponName = (skin: string): string => skin.split(' | ')[0]
export const finishName = (skin: string): string => skin.split(' | ')[1] ?? ''

/**
 * Where this item's float may fall: its exterior within the skin's range. The seed catalogue has every exterior of every
 * skin; where the game's skin cannot have that exterior, the exterior alone counts and the skin range shown widens to it.
 */
export function floatWindow (skin: string, exterior: string): { window: FloatRange, skin: FloatRange } {
  const own = SKIN_FLOAT_RANGES[skin] ?? FULL
  const band = EXTERIOR_RANGES[exterior] ?? FULL
  const min = own.min > band.min ? own.min : band.min
  const max = own.max < band.max ? own.max : band.max
  if (min < max) return { window: { min, max }, skin: own }
  return { window: band, skin: { min: own.min < band.min ? own.min : band.min, max: own.max > band.max ? own.max : band.max } }
}
export const skinRangeText = (skin: FloatRange): { skin_min: string, skin_max: string } => ({ skin_min: rangeText(skin.min), skin_max: rangeText(skin.max) })

/**
 * The exact float: a known wear ("0.034512", a listing's or an inventory item's) keeps its digits and the link fills the
 * rest; an unknown one is drawn from the link inside the window. Always inside the window (max excluded, except 1.00).
 */
export function exactFloat (link: string, window: FloatRange, known: string | null): bigint {
  const units = known === null ? null : floatUnits(known)
  let value: bigint
  if (units !== null) {
    const digits = known!.split('.')[1].length
    const span = digits >= FLOAT_DIGITS ? BigInt(1) : BigInt(10) ** BigInt(FLOAT_DIGITS - digits)
    value = units + linkHash(link, 'float') % span
  } else {
    value = window.min + linkHash(link, 'float') % (window.max - window.min)
  }
  if (value < window.min) return window.min
  if (value >= window.max) return window.max - BigInt(1)
  return value
}

/** Paint seeds (图案模板) 0–999: the Fade library's table covers these. */
export const paintSeedOf = (link: string): number => Number(linkHash(link, 'seed') % BigInt(1000))

/** Doppler and Gamma Doppler paint indexes → phase (the game's finish catalogue; knives and the Glock's Gamma Doppler). */
export const DOPPLER_PHASES: Record<number, { finish: 'Doppler' | 'Gamma Doppler', name: string }> = {
  415: { finish: 'Doppler', name: 'Ruby' },
  416: { finish: 'Doppler', name: 'Sapphire' },
  417: { finish: 'Doppler', name: 'Black Pearl' },
  418: { finish: 'Doppler', name: 'Phase 1' },
  419: { finish: 'Doppler', name: 'Phase 2' },
  420: { finish: 'Doppler', name: 'Phase 3' },
  421: { finish: 'Doppler', name: 'Phase 4' },
  617: { finish: 'Doppler', name: 'Black Pearl' },
  618: { finish: 'Doppler', name: 'Phase 2' },
  619: { finish: 'Doppler', name: 'Sapphire' },
  852: { finish: 'Doppler', name: 'Phase 1' },
  853: { finish: 'Doppler', name: 'Phase 2' },
  854: { finish: 'Doppler', name: 'Phase 3' },
  855: { finish: 'Doppler', name: 'Phase 4' },
  568: { finish: 'Gamma Doppler', name: 'Emerald' },
  569: { finish: 'Gamma Doppler', name: 'Phase 1' },
  570: { finish: 'Gamma Doppler', name: 'Phase 2' },
  571: { finish: 'Gamma Doppler', name: 'Phase 3' },
  572: { finish: 'Gamma Doppler', name: 'Phase 4' },
  1119: { finish: 'Gamma Doppler', name: 'Emerald' },
  1120: { finish: 'Gamma Doppler', name: 'Phase 1' },
  1121: { finish: 'Gamma Doppler', name: 'Phase 2' },
  1122: { finish: 'Gamma Doppler', name: 'Phase 3' },
  1123: { finish: 'Gamma Doppler', name: 'Phase 4' }
}
/** How often each knife Doppler index drops in the simulation (weights of 100): phases 1–4 common, gems rare. */
const DOPPLER_DROPS: Record<string, Array<[number, number]>> = {
  Doppler: [[418, 23], [419, 23], [420, 23], [421, 23], [415, 3], [416, 3], [417, 2]],
  'Gamma Doppler': [[569, 23], [570, 23], [571, 23], [572, 23], [568, 8]]
}
/** Paint indexes of the catalogue's finishes that have one fixed index. */
const FIXED_INDEX: Record<string, number> = {
  Fade: 38, 'Marble Fade': 413, 'Tiger Tooth': 409, Redline: 282, Asiimov: 279, Howl: 309, 'Dragon Lore': 344,
  'Fire Serpent': 180, 'Case Hardened': 44, Medusa: 446, 'Lightning Strike': 51, Blaze: 37, Vulcan: 302, 'Safari Mesh': 72
}

/** The paint index: a Doppler's is drawn from the link (its phase), a fixed finish's is the game's, any other is stable per skin. */
export function paintIndexOf (link: string, skin: string): number {
  const finish = finishName(skin)
  const drops = DOPPLER_DROPS[finish]
  if (drops) {
    let ticket = Number(linkHash(link, 'phase') % BigInt(100))
    for (const [index, weight] of drops) {
      if (ticket < weight) return index
      ticket -= weight
    }
  }
  return FIXED_INDEX[finish] ?? 1000 + Number(linkHash(skin, 'index') % BigInt(9000))
}
export const phaseOf = (paintIndex: number): { finish: string, name: string } | null => DOPPLER_PHASES[paintIndex] ?? null

const FADE_WEAPONS = new Set(FadeCalculator.getSupportedWeapons() as string[])
/** Fade % (the kept library's open algorithm, 80–100 %) with its place among the 1000 seeds, for Fade skins it supports. */
export function fadeOf (skin: string, paintSeed: number): { percentage: string, rank: number, of: number } | null {
  if (finishName(skin) !== 'Fade' || !FADE_WEAPONS.has(weaponName(skin))) return null
  const all = FadeCalculator.getFadePercentages(weaponName(skin))
  const mine = all.find((entry) => entry.seed === paintSeed)
  if (!mine) return null
  // 1 = the best fade; seeds that share a percentage share a place
  const rank = all.filter((entry) => entry.percentage > mine.percentage).length + 1
  return { percentage: mine.percentage.toFixed(2), rank, of: all.length }
}

/** Stickers that can sit on a simulated gun: real names, [zh]. */
const STICKERS = [
  'iBUYPOWER | 2014 卡托维兹', 'Titan（全息）| 2014 卡托维兹', '皇冠（闪亮）', 'Natus Vincere | 2020 RMR', 'FaZe Clan（闪亮）| 2023 巴黎',
  'Vitality | 2024 哥本哈根', '嚎叫黎明', '拆弹专家', 's1mple（金色）| 2021 斯德哥尔摩', 'Team Spirit | 2024 哥本哈根', '猎头者（全息）', '好运'
]

/** 0–4 stickers on a gun (none on knives and gloves): slot 1–4, scrape 0–100 % (0 = 完好). */
export function stickersOf (link: string, category: string): Array<{ slot: number, name: string, wear: number }> {
  if (category === '匕首' || category === '手套') return []
  const roll = Number(linkHash(link, 'stickers') % BigInt(100))
  const count = roll < 45 ? 0 : roll < 65 ? 1 : roll < 80 ? 2 : roll < 92 ? 3 : 4
  return Array.from({ length: count }, (_, n) => {
    const h = linkHash(link, `sticker${n}`)
    const scraped = Number(h % BigInt(3)) === 0
    return { slot: n + 1, name: STICKERS[Number((h / BigInt(7)) % BigInt(STICKERS.length))], wear: scraped ? Number((h / BigInt(101)) % BigInt(90)) + 5 : 0 }
  })
}

/** A listing's inspect link (M form): the market id is the listing, the asset its inventory item or 7 + the listing id. */
export function listingLinkIds (listingId: number, assetId: string | null): { owner: string, asset: string, d: string } {
  const asset = assetId ?? `7${String(listingId).padStart(10, '0')}`
  return { owner: String(listingId), asset, d: String(linkHash(`M${listingId}A${asset}`, 'd') % BigInt(10) ** BigInt(19)) }
}
/** An inventory item's inspect link (S form): its owner's Steam id and the asset id. */
export const assetLinkIds = (steamId: string, assetId: string): { owner: string, asset: string, d: string } =>
  ({ owner: steamId, asset: assetId, d: String(linkHash(`S${steamId}A${assetId}`, 'd') % BigInt(10) ** BigInt(19)) })
