import { Text, View } from '@tarojs/components'
import type { RollDetail } from '../../../types/api'
import { verifyRoll } from '../../lib/fairness'
import { Advanced, HowToVerify, ProofRow, VerdictBadge } from './parts'
import './index.scss'

const STEPS = [
  '建房时，平台已公布开奖所用服务端种子的哈希（指纹），之后无法再改种子。',
  '开奖后，用任意 SHA-256 工具计算公开的服务端种子，结果应与建房时公布的哈希完全一致。',
  '本页已在你的手机上用公开的种子和全部参与者编号重新开奖，中奖编号一致，即证明开奖没有被改动。'
]

/**
 * A roll room's draw, recomputed on this device (lib/fairness verifyRoll): the revealed seed must hash to the hash
 * published at creation, the client seed must be sha256 of the sorted entrant ids, and every winner must come out the same.
 * Plain words first; the raw values and the rule under 高级.
 */
export default function RollProof ({ room }: { room: RollDetail }) {
  if (room.server_seed === null || room.client_seed === null || room.entrant_ids === null) {
    return (
      <View className='fair-record'>
        <View className='fair-record__head'><Text className='fair-record__title'>公平性验证</Text><VerdictBadge verdict='pending' /></View>
        <ProofRow label='建房时公布的哈希' value={room.server_seed_hash} copy />
        <ProofRow label='公开的服务端种子' value='开奖时公开' />
        <HowToVerify steps={STEPS} />
      </View>
    )
  }
  const winners = room.prizes.filter((prize) => prize.winner).map((prize) => ({ prize: prize.k, userId: prize.winner!.user_id }))
  const ok = verifyRoll({
    serverSeed: room.server_seed,
    serverSeedHash: room.server_seed_hash,
    clientSeed: room.client_seed,
    entrantIds: room.entrant_ids,
    winners,
    prizeCount: room.prizes.length
  })
  const result = winners.map((winner) => `编号 ${winner.userId}`).join('，') || '无人中奖'
  return (
    <View className='fair-record'>
      <View className='fair-record__head'><Text className='fair-record__title'>公平性验证</Text><VerdictBadge verdict={ok ? 'verified' : 'failed'} /></View>
      <ProofRow label='中奖编号' value={result} copy />
      <ProofRow label='建房时公布的哈希' value={room.server_seed_hash} copy />
      <ProofRow label='公开的服务端种子' value={room.server_seed} copy />
      <HowToVerify steps={STEPS} />
      <Advanced>
        <ProofRow label='客户端种子' value={room.client_seed} copy />
        <ProofRow label='参与者' value={`${room.entrant_ids.length} 人（编号升序：${room.entrant_ids.join(',')}）`} />
        <Text
          className='fair-record__rule'
        >规则：客户端种子 = SHA256(参与者编号升序以逗号连接)；第 k 件奖品取 HMAC-SHA256(服务端种子, 客户端种子:k) 前 13 位十六进制数 n，中奖者为剩余参与者中第 ⌊n × 剩余人数 / 2^52⌋ 位（已中奖者移出，不重复中奖；k 从 0 起计）。</Text>
      </Advanced>
    </View>
  )
}
