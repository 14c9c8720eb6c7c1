import { drawTicket, pickByOdds, seedHash } from '@/lib/fairness'
import type { InventoryAsset, TradeUpFormula, TradeUpPool } from '../../../../types/api'

/** Wire answers for the trade-up screens; the fairness record is real so the device-side check has something to verify. */
const item = (id: number, name: string, wear: string | null = '0.25000000',
  value = '80.00') => ({ item_id: id, name, image: `/img/${id}.svg`, rarity_color: '#d32ce6', wear, value })
export const ODDS = [333_334, 333_333, 333_333]
export const OUTCOMES = ['AK-47 | 红线 (久经沙场)', 'AWP | 二西莫夫 (久经沙场)', 'M4A4 | 喧嚣杀戮 (久经沙场)']

export function pool (extra: Partial<TradeUpPool> = {}): TradeUpPool {
  return {
    rarity: '受限', next_rarity: '保密', stattrak: false, input_count: 10, average_wear: '0.25000000', cost: '30.00', expected: '96.67',
    outcomes: OUTCOMES.map((name, k) => ({ item: item(k + 1, name), odds_ppm: ODDS[k] })), ...extra
  }
}

export function formula (state: TradeUpFormula['state'], revealed = false): TradeUpFormula {
  const { hmac, ticket } = drawTicket('tu-seed', 'client', 0)
  const index = pickByOdds(ticket, ODDS)
  return {
    id: 5, name: '受限汰换配方 #1', created_at: 1, state, unavailable_text: state === 'unavailable' ? '3 件饰品已不在库存或不可交易，无法执行' : '',
    inputs: Array.from({ length: 10 }, (_, n) => ({ asset_id: `90000${n}`, item: item(50 + n, `P250 | 红岩 (久经沙场)`, `0.${16 + n}000000`, '3.00') })),
    pool: pool(),
    result: state !== 'done'
      ? null
      : {
          ran_at: 2, asset_id: '7700001', item: item(index + 1, OUTCOMES[index]),
          record: { id: 9, scope: 'tradeup', subject: 'tradeup:5', server_seed_hash: seedHash('tu-seed'), server_seed: revealed ? 'tu-seed' : null,
            client_seed: 'client', nonce: 0, hmac, ticket, odds_ppm: ODDS, result_index: index, created_at: 2 }
        }
  }
}

export function asset (n: number, rarity = '受限', quality = '普通'): InventoryAsset {
  return {
    asset_id: `80000${n}`, wear: `0.${20 + n}000000`, state: 'tradable', tradable_at: null, listing_id: null, price: null, market_price: '3.00',
    item: { item_id: 60 + n, appid: 730, name: `${quality === 'StatTrak™' ? 'StatTrak™ ' : ''}P250 | 红岩 ${n} (久经沙场)`,
      market_hash_name: `P250 | Red Rock ${n} (Field-Tested)`, image: '/i.svg', provider_image: null,
      category: '手枪', rarity, rarity_color: '#8847ff', quality, exterior: '久经沙场',
        min_price: '3.00', on_sale_count: 3 }
  }
}

export const inventoryPage = (list: InventoryAsset[], state: 'ok' | 'not_bound' = 'ok') => ({
  list, total: list.length, page: 1, page_size: 100, has_more: false, state, state_text: state === 'ok' ? '' : '请先绑定 Steam 账号',
  steam_id: state === 'ok' ? '76561198000000100' : null, refreshed_at: null, cooldown: 0, total_value: '0.00'
})
