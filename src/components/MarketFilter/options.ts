import type { ItemListQuery, ItemSort } from '../../../types/api'
import { compareWire, formatWireYuan, isWireAmount } from '@/lib/moneyText'
import { shortWearName, wearRangeProblem } from '@/lib/wear'

/** What the shop and search screens filter by; '' means any. Prices are what the user typed. */
export interface MarketFilterValue {
  category: string
  rarity: string
  quality: string
  exterior: string
  minPrice: string
  maxPrice: string
  /** CS2 wear (float) range as typed, 0-1 */
  minWear: string
  maxWear: string
  sort: ItemSort
}

export const EMPTY_FILTER: MarketFilterValue = {
  category: '',
  rarity: '',
  quality: '',
  exterior: '',
  minPrice: '',
  maxPrice: '',
  minWear: '',
  maxWear: '',
  sort: 'popular'
}

export const SORTS: { value: ItemSort, label: string, short: string }[] = [
  { value: 'popular', label: '热门', short: '热门' },
  { value: 'newest', label: '最新', short: '最新' },
  // short labels never say 价格, so the sort is not mistaken for the price-range filter beside it
  { value: 'price_asc', label: '价格从低到高', short: '低价优先' },
  { value: 'price_desc', label: '价格从高到低', short: '高价优先' }
]

export interface GameFilters { category: string[], rarity: string[], quality: string[], exterior: string[] }

const CS2: GameFilters = {
  category: ['步枪', '狙击步枪', '手枪', '微型冲锋枪', '霰弹枪', '机枪', '匕首', '手套'],
  rarity: ['消费级', '工业级', '军规级', '受限', '保密', '隐秘', '违禁'],
  quality: ['普通', 'StatTrak™', '★', '★ StatTrak™'],
  exterior: ['崭新出厂', '略有磨损', '久经沙场', '破损不堪', '战痕累累']
}
const DOTA2: GameFilters = {
  category: ['信使', '帕吉', '幻影刺客', '影魔', '莉娜', '宙斯', '主宰', '祈求者', '守卫', '风行者'],
  rarity: ['普通', '罕见', '稀有', '神话', '传说', '不朽', '至宝'],
  quality: ['标准', '铭刻'],
  exterior: []
}

/** The filter choices of a game (the catalogue's own names; DOTA2 items have no wear). */
export function gameFilters (appid: number): GameFilters {
  return appid === 730 ? CS2 : DOTA2
}

/** A clear message for a price range the user cannot search by, or '' when it is fine. */
export function priceRangeProblem (min: string, max: string): string {
  const low = min.trim()
  const high = max.trim()
  if (low && !isWireAmount(low)) return '最低价请输入数字，如 10 或 10.50'
  if (high && !isWireAmount(high)) return '最高价请输入数字，如 100 或 99.90'
  if ((low && compareWire(low, '0') < 0) || (high && compareWire(high, '0') < 0)) return '价格不能小于 0'
  if (low && high && compareWire(low, high) > 0) return '最低价不能高于最高价'
  return ''
}

/** Whether any filter (not the sort) narrows the list: an empty list then offers 清空筛选. */
export function isFiltered (filter: MarketFilterValue): boolean {
  return Boolean(filter.category
    || filter.rarity
    || filter.quality
    || filter.exterior
    || filter.minPrice
    || filter.maxPrice
    || filter.minWear
    || filter.maxWear)
}

/** The price-range button's label: the range in force (¥10-100, ≥¥10, ≤¥100), else 价格区间. */
export function priceLabel (filter: Pick<MarketFilterValue, 'minPrice' | 'maxPrice'>): string {
  const low = filter.minPrice.trim()
  const high = filter.maxPrice.trim()
  if (low && high) return `¥${low}-${high}`
  if (low) return `≥¥${low}`
  if (high) return `≤¥${high}`
  return '价格区间'
}

/** The wear button's label: the exterior or the wear range in force, else 外观. */
export function wearLabel (filter: Pick<MarketFilterValue, 'exterior' | 'minWear' | 'maxWear'>): string {
  if (filter.minWear.trim() || filter.maxWear.trim()) return `${filter.minWear.trim() || '0'}-${filter.maxWear.trim() || '1'}`
  return filter.exterior ? shortWearName(filter.exterior) : '外观'
}

/** The item-list query for a filter (the page is added by the market store). */
export function filterQuery (appid: number, filter: MarketFilterValue, keyword = ''): Omit<ItemListQuery, 'page'> {
  const query: Omit<ItemListQuery, 'page'> = { appid, sort: filter.sort, page_size: 20 }
  if (keyword.trim()) query.keyword = keyword.trim()
  if (filter.category) query.category = filter.category
  if (filter.rarity) query.rarity = filter.rarity
  if (filter.quality) query.quality = filter.quality
  if (filter.exterior) query.exterior = filter.exterior
  if (!priceRangeProblem(filter.minPrice, filter.maxPrice)) {
    if (filter.minPrice.trim()) query.min_price = formatWireYuan(filter.minPrice.trim())
    if (filter.maxPrice.trim()) query.max_price = formatWireYuan(filter.maxPrice.trim())
  }
  if (!wearRangeProblem(filter.minWear, filter.maxWear, true)) {
    if (filter.minWear.trim()) query.min_wear = filter.minWear.trim()
    if (filter.maxWear.trim()) query.max_wear = filter.maxWear.trim()
  }
  return query
}

const SHOP_TAB = '/pages/market/home/index'

/** The shop tab opened on a game with a rarity set (去市场买入 from trade-up); tab pages take a query only through reLaunch. */
export const shopLink = (appid: number, rarity: string): string => `${SHOP_TAB}?appid=${appid}&rarity=${encodeURIComponent(rarity)}`

/** What a shop link asks for: its game and a rarity of that game's own, else null (an unknown rarity is ignored). */
export function linkedFilter (params: Partial<Record<string, string>>): { appid: number, rarity: string } | null {
  const appid = Number(params.appid)
  let rarity = params.rarity ?? ''
  try { rarity = decodeURIComponent(rarity) } catch { return null }
  if (!Number.isSafeInteger(appid) || !gameFilters(appid).rarity.includes(rarity)) return null
  return { appid, rarity }
}
