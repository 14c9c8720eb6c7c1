import { fail, Status } from './status'
import { formatCents } from './money'

/**
 * Partner platforms the balance can be exchanged with (server/README.md "Partner apps: OAuth and exchange"). Rates are
 * whole points per yuan and divide 100, so every amount converts exactly in integer cents. 转出 (C5 balance → partner
 * points) is free; 转入 (points → balance) pays a fee (rounded up, at least ¥0.01) and has a daily cap.
 */
export type PartnerKey = 'oos' | 'douyu' | 'huya'
export type Direction = 'out' | 'in'

export interface Partner {
  key: PartnerKey
  name: string
  points_name: string
  icon_text: string
  icon_color: string
  /** points for one yuan: 1, 10 or 100 */
  points_per_yuan: 1 | 10 | 100
  out: { min_cents: number, max_cents: number } | null
  in: { min_points: number, max_points: number, fee_bp: number, daily_cents: number } | null
}

export const PARTNERS: readonly Partner[] = [
  {
    key: 'oos', name: 'OOS 积分商城', points_name: 'OOS 积分', icon_text: 'OOS', icon_color: '#14a37f', points_per_yuan: 10,
    out: { min_cents: 100, max_cents: 200_000 },
    in: { min_points: 100, max_points: 50_000, fee_bp: 200, daily_cents: 100_000 }
  },
  {
    key: 'douyu', name: '斗鱼', points_name: '鱼翅', icon_text: '斗', icon_color: '#ff7700', points_per_yuan: 1,
    out: { min_cents: 100, max_cents: 50_000 },
    in: null
  },
  {
    key: 'huya', name: '虎牙', points_name: '金豆', icon_text: '虎', icon_color: '#f5a623', points_per_yuan: 100,
    out: { min_cents: 100, max_cents: 100_000 },
    in: { min_points: 1_000, max_points: 1_000_000, fee_bp: 300, daily_cents: 50_000 }
  }
]
export const PARTNER_KEYS = PARTNERS.map((partner) => partner.key)

export const partnerByKey = (key: PartnerKey): Partner => PARTNERS.find((partner) => partner.key === key)!

export const rateText = (partner: Partner): string => `1 元 = ${partner.points_per_yuan} ${partner.points_name}`

/** What one exchange moves: `cents` is the C5 side (out: paid from the balance; in: credited to it). */
export interface Quote { partner: PartnerKey, direction: Direction, cents: number, fee_cents: number, points: number }

/** 转出: the amount must be whole points (¥1.00 steps at 1 point per yuan, ¥0.10 at 10); 4000 with the reason otherwise. */
export function quoteOut (partner: Partner, amountCents: number): Quote {
  const rule = partner.out ?? fail(Status.badRequest, `${partner.name}暂不支持余额转出`)
  const step = 100 / partner.points_per_yuan
  if (amountCents % step !== 0) fail(Status.badRequest, `转出金额须为 ${formatCents(step)} 元的整数倍`)
  if (amountCents < rule.min_cents) fail(Status.badRequest, `单笔最少转出 ${formatCents(rule.min_cents)} 元`)
  if (amountCents > rule.max_cents) fail(Status.badRequest, `单笔最多转出 ${formatCents(rule.max_cents)} 元`)
  return { partner: partner.key, direction: 'out', cents: amountCents, fee_cents: 0, points: amountCents / step }
}

/**
 * 转入: points within the partner's limits; fee = gross × fee rate rounded up, at least ¥0.01 (rounded half
 * up, many small exchanges each paid a fraction of a cent less than the rate, in the user's favour).
 */
export function quoteIn (partner: Partner, points: number): Quote {
  const rule = partner.in ?? fail(Status.badRequest, `${partner.name}${partner.points_name}暂不支持转入 C5 余额`)
  if (points < rule.min_points) fail(Status.badRequest, `单笔最少转入 ${rule.min_points} ${partner.points_name}`)
  if (points > rule.max_points) fail(Status.badRequest, `单笔最多转入 ${rule.max_points} ${partner.points_name}`)
  const gross = points * (100 / partner.points_per_yuan)
  const fee = Math.max(1, Math.floor((gross * rule.fee_bp + 9999) / 10000))
  return { partner: partner.key, direction: 'in', cents: gross - fee, fee_cents: fee, points }
}

/** The fee rate as people read it: 200 bp → "2%". */
export const feeRateText = (basisPoints: number): string => `${basisPoints / 100}%`
