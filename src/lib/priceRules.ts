/**
 * The listing form's rules, checked before anything is sent; the server checks the same
 * (server/README.md "Listing"): a price 0.01 … the item's ceiling (guidance max_price,
 * 10 × reference or 100.00); renting out needs the daily price (≤ price) and the deposit
 * (≥ price), the longest rental 1 … 30 days. Each check answers the Chinese reason or null.
 */
import type { ListingInput, SellGuidance } from '../../types/api'
import { checkAmount, type Check } from '@/lib/validate'
import { compare, formatYuan, money } from '@/lib/money'

export const PRICE_MIN = '0.01'
export const PRICE_MAX = '1000000.00'
export const RENT_DAYS_MAX = 30

/** One item's form as typed. */
export interface ListingDraft { price: string, rent: boolean, daily: string, deposit: string, days: string }
export const EMPTY_DRAFT: ListingDraft = { price: '', rent: false, daily: '', deposit: '', days: '' }

const ceilingOf = (guidance: SellGuidance | undefined): string =>
  guidance && compare(money(guidance.max_price), money(PRICE_MAX)) < 0 ? guidance.max_price : PRICE_MAX

export function checkListingPrice (price: string, guidance?: SellGuidance): Check {
  const ceiling = ceilingOf(guidance)
  const problem = checkAmount(price, PRICE_MIN, ceiling)
  if (problem === '请输入金额') return '请输入售价'
  if (problem?.startsWith('金额不能超过')) return `售价不能超过 ${ceiling} 元（防误填上限）`
  return problem && problem.replace('金额', '售价')
}

export function checkRent (draft: ListingDraft): Check {
  if (!draft.rent) return null
  const daily = checkAmount(draft.daily, PRICE_MIN, PRICE_MAX)
  if (daily) return daily === '请输入金额' ? '请输入日租金' : daily.replace('金额', '日租金')
  const deposit = checkAmount(draft.deposit, PRICE_MIN, PRICE_MAX)
  if (deposit) return deposit === '请输入金额' ? '请输入押金' : deposit.replace('金额', '押金')
  const price = draft.price.trim()
  if (compare(money(draft.daily.trim()), money(price)) > 0) return '日租金不能高于售价'
  if (compare(money(draft.deposit.trim()), money(price)) < 0) return '押金不能低于售价'
  const days = draft.days.trim()
  if (days && (!/^\d{1,2}$/.test(days) || Number(days) < 1 || Number(days) > RENT_DAYS_MAX)) return `最长租期为 1-${RENT_DAYS_MAX} 天`
  return null
}

/** The first problem of one item's form, or null. */
export const draftProblem = (draft: ListingDraft, guidance?: SellGuidance): Check => checkListingPrice(draft.price, guidance) ?? checkRent(draft)

/** The wire form of a checked draft: two-decimal prices, rent terms only when renting out. */
export function listingInput (assetId: string, draft: ListingDraft): ListingInput {
  const input: ListingInput = { asset_id: assetId, price: formatYuan(draft.price.trim()) }
  if (draft.rent) {
    input.rent_daily = formatYuan(draft.daily.trim())
    input.rent_deposit = formatYuan(draft.deposit.trim())
    if (draft.days.trim()) input.rent_max_days = Number(draft.days.trim())
  }
  return input
}

/** The price the listing form suggests: the lowest listing on sale now, else the item's reference price (server/README.md). */
export const suggestedPrice = (guide: Pick<SellGuidance, 'lowest_price' | 'reference_price'>): string => guide.lowest_price ?? guide.reference_price
