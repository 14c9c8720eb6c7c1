import { Text, View } from '@tarojs/components'
import type { RollDetail } from '../../../types/api'
import { verifyRoll } from '../../lib/fairness'
import { ProofRow, VerdictBadge } from './index'
import './index.scss'

/**
 * A roll room's draw, recomputed on this device (lib/fairness verifyRoll): the revealed seed must hash to the hash
 * published at creation, the client seed must be sha256 of the sorted entrant ids, and every winner must come out the same.
 */
export default function RollProof ({ room }: { room: RollDetail }) {
  if (room.server_seed === null || room.client_seed === null || room.entrant_ids === null) {
    return (
      <View className='fair-record'>
        <View className='fair-record__head'><Text className='fair-record__title'>公平性验证</Text><VerdictBadge verdict='pending' /></View>
        <ProofRow label='服务端种子哈希' value={room.server_seed_hash} />
        <ProofRow label='服务端种子' value='开奖时公开' />
      </View>
    )
  }
  const winners = room.prizes.filter((prize) => prize.winner).map((prize) => ({ prize: prize.k, userId: prize.winner!.user_id }))
  const ok = verifyRoll({ serverSeed: room.server_seed, serverSeedHash: room.server_seed_hash, clientSeed: room.client_seed, entrantIds: room.entrant_ids, winners, prizeCount: room.prizes.length })
  return (
    <View className='fair-record'>
      <View className='fair-record__head'><Text className='fair-record__title'>公平性验证</Text><VerdictBadge verdict={ok ? 'verified' : 'failed'} /></View>
      <ProofRow label='服务端种子哈希' value={room.server_seed_hash} />
      <ProofRow label='服务端种子' value={room.server_seed} />
      <ProofRow label='客户端种子' value={room.client_seed} />
      <ProofRow label='参与者' value={`${room.entrant_ids.length} 人（ID 升序：${room.entrant_ids.join(',')}）`} />
      <Text className='fair-record__rule'>规则：客户端种子 = SHA256(参与者 ID 升序以逗号连接)；第 k 件奖品取 HMAC-SHA256(服务端种子, 客户端种子:k) 前 13 位十六进制数 n，中奖者为剩余参与者中第 ⌊n × 剩余人数 / 2^52⌋ 位（已中奖者移出，不重复中奖）。</Text>
    </View>
  )
}
