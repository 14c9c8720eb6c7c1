import { drawTicket, pickByOdds, seedHash } from '@/lib/fairness'
import type { SmeltCandidate, SmeltInventory, SmeltPool, SmeltRun } from '../../../../types/api'

/** Wire answers for the smelt screens; the fairness record is real so the device-side check has something to verify. */
const item = (id: number, name: string, value: string,
  wear: string | null = '0.25000000') => ({ item_id: id, name, image: `/img/${id}.svg`, rarity_color: '#8847ff', wear, value })
export const ODDS = [600_000, 300_000, 100_000]
export const OUTCOMES = ['P250 | 二西莫夫 (久经沙场)', 'AK-47 | 精英之作 (略有磨损)', 'M4A4 | 龍王 (久经沙场)']

export const candidate = (n: number, extra: Partial<SmeltCandidate> = {}): SmeltCandidate =>
  ({ asset_id: `70000${n}`, item: item(40 + n, `MP9 | 钴蓝 ${n} (久经沙场)`, '3.50'), usable: true, reason: '', ...extra })

export const rules = { min_inputs: 3, max_inputs: 10, max_item_value: '200.00', return_pct: 90, description: '投入 3–10 件同一游戏、可交易的饰品' }
export const inventory = (items: SmeltCandidate[], state: SmeltInventory['state'] = 'ok'): SmeltInventory =>
  ({ state, state_text: state === 'not_bound' ? '请先绑定 Steam 账号' : '', appid: 730, rules, items })

export const info = { appid: 730, open: true, input_count: 10, rarities: [], description: '投入 3–10 件饰品，产出期望为投入价值的 90%' }

export function pool (count = 3): SmeltPool {
  return {
    appid: 730, input_count: count, input_value: '10.50', band_low: '2.63', band_high: '42.00', expected: '9.45', return_pct: 90,
    outcomes: OUTCOMES.map((name, k) => ({ item: item(k + 1, name, ['4.00', '12.00', '36.35'][k]), odds_ppm: ODDS[k] }))
  }
}

export function run (revealed = false): SmeltRun {
  const { hmac, ticket } = drawTicket('sm-seed', 'client', 0)
  const index = pickByOdds(ticket, ODDS)
  const p = pool()
  return {
    id: 8, created_at: 1_763_790_000,
    inputs: [0, 1, 2].map((n) => ({ asset_id: `70000${n}`, item: candidate(n).item })),
    pool: p,
    output: { asset_id: '7700009', item: p.outcomes[index].item },
    record: { id: 9, scope: 'smelt', subject: 'smelt:8', server_seed_hash: seedHash('sm-seed'), server_seed: revealed ? 'sm-seed' : null, client_seed: 'client',
      nonce: 0, hmac, ticket, odds_ppm: ODDS, result_index: index, created_at: 2 }
  }
}
