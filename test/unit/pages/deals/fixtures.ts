import Taro from '@tarojs/taro'
import type { GrabDrop, GrabOrder, Haggle, HagglePrize } from '@/contract/deals'

export const item = {
  item_id: 11, appid: 730, name: 'AK-47 | 红线 (久经沙场)', market_hash_name: 'AK-47 | Redline (Field-Tested)', image: '/api/v1/open/img/item/11.svg',
  provider_image: null,
  category: '步枪', rarity: '保密', rarity_color: '#d32ce6', quality: '普通', exterior: '久经沙场', min_price: '120.00', on_sale_count: 3
}
export const prize = (extra: Partial<HagglePrize> = {}): HagglePrize => ({
  prize_id: 1, item, start_price: '120.00', floor_price: '0.00', hours: 24, stock_left: 24, my_haggle_id: null, ...extra
})
export const haggle = (extra: Partial<Haggle> = {}): Haggle => ({
  haggle_id: 7, prize: prize({ my_haggle_id: 7 }), owner_nickname: '演***户', is_mine: false, state: 'running', start_price: '120.00', floor_price: '0.00',
  price: '100.00', cut_total: '20.00', progress: 16, expires_at: Math.floor(Date.now() / 1000) + 3600, claimed_at: null, asset_id: null,
  helpers: [{ nickname: '刀***机', avatar: '/a.svg', cut: '20.00', new_user: false, at: 1760000000 }], help_refusal: null, viewer_new_user: false, ...extra
})
export const drop = (extra: Partial<GrabDrop> = {}): GrabDrop => ({
  drop_id: 3, title: '整点秒杀 · 1 折', item, price: '12.00', ref_price: '120.00', stock: 50, left: 19, per_user_limit: 2,
  starts_at: Math.floor(Date.now() / 1000) - 3600, ends_at: Math.floor(Date.now() / 1000) + 7200, state: 'live', my_count: 0, ...extra
})
export const order = (extra: Partial<GrabOrder> = {}): GrabOrder => ({
  grab_no: 'G1760000000000001', drop_id: 3, item, price: '12.00', created_at: 1760000000, status: 'held', withdrawn_at: null, asset_id: null, ...extra
})

export const loggedIn = (): void => { localStorage.setItem('token', JSON.stringify({ data: 'tok-123456789' })) }
/** The page's query, as Taro's router hands it over. */
export const withQuery = (params: Record<string, string>): void => {
  jest.spyOn(Taro, 'getCurrentInstance').mockReturnValue({ router: { params, path: '/x' } } as never)
}
export const shown = (): string => document.body.textContent ?? ''
