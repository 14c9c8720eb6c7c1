import { drawRollWinners, drawTicket, pickByOdds, rollClientSeed, seedHash } from '@/lib/fairness'
import type { BoxDetail, BoxOpening, FairRecord, RollDetail, RollSummary } from '../../../../types/api'

/** Wire answers for the draw screens, with real seeds so the device-side verification has something true to check. */
export const prize = (id: number, name = `奖品${id}`,
  value = '120.00') => ({ item_id: id, name, image: `/img/${id}.svg`, rarity_color: '#eb4b4b', wear: null, value })
const person = (id: number) => ({ user_id: id, nickname: `玩***${id}`, avatar: '/a.svg' })

export function room (extra: Partial<RollSummary> = {}): RollSummary {
  return {
    id: 7, title: '新人福利 Roll 房', host_name: 'C5 官方', appid: 730, condition: { kind: 'none', amount: null }, starts_at: 1, ends_at: 4_102_444_800,
    state: 'open', total_value: '1234.50', prize_count: 3, entrant_count: 4, cover: prize(1), joined: false, ...extra
  }
}

export function openRoom (extra: Partial<RollDetail> = {}): RollDetail {
  return {
    ...room(),
    prizes: [0, 1, 2].map((k) => ({ k, item: prize(k + 1, `AK-47 | 火神 ${k}`), winner: null, hmac: null })),
    entrants: [1, 2, 3, 4].map(person),
    eligibility: { eligible: true, reason: null, progress: null },
    server_seed_hash: seedHash('room-seed'),
    server_seed: null,
    client_seed: null,
    entrant_ids: null,
    viewer_entrant_id: null,
    drawn_at: null,
    ...extra
  }
}

export function drawnRoom (tamper = false): RollDetail {
  const ids = [3, 8, 21, 40, 55]
  const client = rollClientSeed(ids)
  const picks = drawRollWinners('room-seed', client, ids, 3)
  return openRoom({
    state: 'drawn', ends_at: 100, drawn_at: 100, server_seed: 'room-seed', client_seed: client, entrant_ids: ids, eligibility: null,
    prizes: picks.map((pick) => ({ k: pick.prize, item: prize(pick.prize + 1, `AK-47 | 火神 ${pick.prize}`),
      winner: person(tamper && pick.prize === 0 ? 99 : pick.userId), hmac: pick.hmac }))
  })
}

export const ODDS = [10_000, 90_000, 900_000]

export function box (extra: Partial<BoxDetail> = {}): BoxDetail {
  return {
    id: 1, kind: 'box', appid: 730, name: '千元梦想箱', price: '29.90', cover: prize(1), item_count: 3, top_value: '999.00',
    entries: ODDS.map((ppm, k) => ({ k, item: prize(k + 1, ['龙狙', '蝴蝶刀', '沙漠之鹰'][k]), odds_ppm: ppm })),
    free_per_day: 0, free_left: null, ...extra
  }
}

export function record (nonce: number, serverSeed: string | null): FairRecord {
  const { hmac, ticket } = drawTicket('box-seed', 'client', nonce)
  return { id: 100 + nonce, scope: 'box', subject: 'box:1', server_seed_hash: seedHash('box-seed'), server_seed: serverSeed, client_seed: 'client', nonce, hmac,
    ticket, odds_ppm: ODDS, result_index: pickByOdds(ticket, ODDS), created_at: 1 }
}

export function opening (count: number): BoxOpening {
  return {
    batch_id: 1, box_id: 1, paid: count === 5 ? '149.50' : '29.90', free: false, balance: '4850.50',
    results: Array.from({ length: count }, (_, n) => { const r = record(n, null); return { k: r.result_index,
      item: prize(r.result_index + 1, ['龙狙', '蝴蝶刀', '沙漠之鹰'][r.result_index]), asset_id: `77000${n}`, record: r } })
  }
}
