import type { OosOffer, OosOrder, Partner, PartnerExchange, PartnerExchangeOverview } from '../../../../types/api'

export const ok = (data: unknown) => ({ status: 200, data })
export const page = <T>(list: T[]) => ({ list, total: list.length, page: 1, page_size: 20, has_more: false })
export const partner = (extra: Partial<Partner> = {}): Partner => ({
  key: 'oos', name: 'OOS 积分商城', points_name: 'OOS 积分', icon_text: 'OOS', icon_color: '#14a37f', rate_text: '1 元 = 10 OOS 积分', points: 1280,
  out: { min: '1.00', max: '2000.00', step: '0.10' }, in: { min_points: 100, max_points: 50000, fee_rate: '2%', daily_limit: '1000.00', today_used: '0.00' },
    ...extra
})
export const overview = (): PartnerExchangeOverview => ({
  balance: '5000.00',
  partners: [partner(), partner({ key: 'douyu', name: '斗鱼', points_name: '鱼翅', icon_text: '斗', rate_text: '1 元 = 1 鱼翅', points: 0,
    out: { min: '1.00', max: '500.00', step: '1.00' }, in: null })]
})
export const record = (extra: Partial<PartnerExchange> = {}): PartnerExchange => ({
  exchange_id: 1, partner: 'oos', direction: 'out', amount: '100.00', fee: '0.00', points: 1000, rate_text: '1 元 = 10 OOS 积分', partner_name: 'OOS 积分商城',
  points_name: 'OOS 积分', state: 'done', created_at: 1760000000, repeated: false, ...extra
})
export const offer = (extra: Partial<OosOffer> = {}): OosOffer => ({
  offer_id: 1, kind: 'item', title: 'AK-47 | 精英之作 (战痕累累)', note: '兑换后直接发放到你绑定的 Steam 库存', image: '/api/v1/open/img/item/75.svg', points: 105, stock: 30,
    per_user: 1, mine: 0, state: 'open', ...extra
})
export const oosOrder = (extra: Partial<OosOrder> = {}): OosOrder => ({
  order_id: 7, offer_id: 1, kind: 'item', title: 'AK-47 | 精英之作 (战痕累累)', image: '/api/v1/open/img/item/75.svg', points: 105, state: 'delivered',
    asset_id: '0000000001500000', code: null, created_at: 1760000000, ...extra
})
