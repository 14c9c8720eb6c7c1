/**
 * Item inspection (检视; server/README.md "Item inspection"): the inspect-link rule shared by the server and the verify
 * screen, the five wear bands, and the answers' schemas. Only the verify screens and the item / inventory rows load this.
 */
import { array, nullable, object, picklist, string } from 'valibot'
import { CountSchema, FilledSchema, TimeSchema, pageOf } from './common'

/** Steam's preview command for CS2 (appid 730); the id after 730/ is the command's fixed one. */
export const INSPECT_PREFIX = 'steam://rungame/730/76561202255233023/+csgo_econ_action_preview'

/** An inspect link's ids: S (owner's Steam id) or M (market listing id), A (asset id), D (the game's check value). */
export interface InspectLink { kind: 'S' | 'M', owner: string, asset: string, d: string, text: string }

const TAIL = /^([SM])(\d{1,20})A(\d{1,20})D(\d{1,25})$/

/** The link's ids in their one written form, or the Chinese reason it is not an inspect link. */
export function readInspectLink (raw: string): InspectLink | string {
  const text = raw.trim()
  if (text === '') return '请粘贴检视链接'
  if (!text.startsWith('steam://rungame/730/')) return '检视链接应以 steam://rungame/730/ 开头，请在 Steam 库存或市场中复制「在游戏中检视」链接'
  const at = text.indexOf('+csgo_econ_action_preview')
  if (at < 0) return '检视链接缺少 csgo_econ_action_preview 部分，请复制完整的链接'
  const tail = text.slice(at + '+csgo_econ_action_preview'.length).replace(/^(%20|\s)+/, '')
  const match = TAIL.exec(tail)
  if (!match) return '检视链接格式不正确：结尾应为 S…A…D…（库存）或 M…A…D…（市场）'
  const [, kind, owner, asset, d] = match
  if (kind === 'S' && !/^7656119\d{10}$/.test(owner)) return '检视链接中 S 后应为 17 位 Steam ID（7656119 开头）'
  return { kind: kind as 'S' | 'M', owner, asset, d, text: `${INSPECT_PREFIX}%20${kind}${owner}A${asset}D${d}` }
}

/** CS2's exteriors by float: [name, from, to); the last band includes 1. */
export const WEAR_BANDS = [
  { name: '崭新出厂', from: '0.00', to: '0.07' },
  { name: '略有磨损', from: '0.07', to: '0.15' },
  { name: '久经沙场', from: '0.15', to: '0.38' },
  { name: '破损不堪', from: '0.38', to: '0.45' },
  { name: '战痕累累', from: '0.45', to: '1.00' }
] as const

/** A float with its digits: "0.03451203456789" */
const FloatSchema = FilledSchema
export const InspectStickerSchema = object({ slot: CountSchema, name: FilledSchema, wear: CountSchema })
export const InspectReportReasonSchema = picklist(['float', 'pattern', 'sticker', 'item', 'other'])
export const InspectRecordSchema = object({
  id: CountSchema,
  created_at: TimeSchema,
  link: FilledSchema,
  source: picklist(['link', 'asset', 'listing']),
  item: object({ item_id: CountSchema, name: FilledSchema, image: FilledSchema, rarity: string(), rarity_color: string(), exterior: string() }),
  float: FloatSchema,
  skin_min: FloatSchema,
  skin_max: FloatSchema,
  paint_seed: CountSchema,
  paint_index: CountSchema,
  /** the finish's English family (Fade, Doppler, Gamma Doppler, Marble Fade …) or '' */
  finish: string(),
  /** Fade % (two decimals) with its place among the 1000 seeds (1 = the best) */
  fade: nullable(object({ percentage: FilledSchema, rank: CountSchema, of: CountSchema })),
  /** Doppler / Gamma Doppler phase from the paint index */
  phase: nullable(object({ finish: FilledSchema, name: FilledSchema })),
  stickers: array(InspectStickerSchema),
  /** the float's place among the same skin's on-sale listings (1 = the lowest) */
  float_rank: nullable(object({ rank: CountSchema, total: CountSchema })),
  report: nullable(object({ reason: InspectReportReasonSchema, note: string(), created_at: TimeSchema }))
})
export const InspectPageSchema = pageOf(InspectRecordSchema)
/** What a listing or inventory row adds to its float (Fade %, phase), and its inspect link; key = listing id or asset id. */
export const InspectMarkSchema = object({ key: FilledSchema, link: FilledSchema, fade: nullable(FilledSchema), phase: nullable(FilledSchema) })
export const InspectMarksSchema = array(InspectMarkSchema)
