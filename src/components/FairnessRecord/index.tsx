import { Text, View } from '@tarojs/components'
import type { FairRecord } from '../../../types/api'
import { Advanced, HowToVerify, ProofRow, VerdictBadge } from './parts'
import { recomputedIndex, verdictOf } from './verdict'
import './index.scss'

export { ProofRow, VerdictBadge } from './parts'

interface FairnessRecordProps {
  record: FairRecord
  /** what each odds entry is (item names), to say what the ticket lands on */
  labels?: readonly string[]
}

const STEPS = [
  '抽取前，平台已公布本次所用服务端种子的哈希（指纹），之后无法再改种子。',
  '种子公开后，用任意 SHA-256 工具计算公开的服务端种子，结果应与抽取前公布的哈希完全一致。',
  '本页已在你的手机上用公开的种子重新计算一遍，结果与开出的饰品一致，即证明这次抽取没有被改动。'
]

/**
 * One provably fair draw (SPEC 7) with its recomputation done on this device (lib/fairness): plain words first (what
 * was fixed before the draw, what can be checked after, how), the protocol's raw values folded under 高级. Draws are
 * counted from 1 for the player; the protocol's nonce stays 0-based in the raw values.
 */
export default function FairnessRecord ({ record, labels }: FairnessRecordProps) {
  const verdict = verdictOf(record)
  const landed = recomputedIndex(record)
  const name = (index: number | null) => index === null ? '赔率表无效' : labels?.[index] ?? `第 ${index + 1} 项`
  return (
    <View className='fair-record'>
      <View className='fair-record__head'>
        <Text className='fair-record__title'>第 {record.nonce + 1} 次抽取</Text>
        <VerdictBadge verdict={verdict} />
      </View>
      <ProofRow label='开出结果' value={name(record.result_index)} copy />
      <ProofRow label='抽取前公布的哈希' value={record.server_seed_hash} copy />
      {record.server_seed === null
        ? <ProofRow label='公开的服务端种子' value='更换种子后公开' />
        : <ProofRow label='公开的服务端种子' value={record.server_seed} copy />}
      <HowToVerify steps={STEPS} />
      <Advanced>
        <ProofRow label='服务端种子' value={record.server_seed ?? '更换种子后公开'} />
        <ProofRow label='客户端种子' value={record.client_seed} copy />
        <ProofRow label='Nonce' value={String(record.nonce)} />
        <ProofRow label='HMAC-SHA256' value={record.hmac} />
        <ProofRow label='幸运值' value={`${record.ticket} / 1000000`} />
        <ProofRow label='按赔率重算' value={name(landed)} />
        <Text className='fair-record__rule'>
          公式：HMAC-SHA256(服务端种子, 客户端种子:Nonce) 前 13 位十六进制数 n，幸运值 = ⌊n × 1000000 / 2^52⌋，按赔率表（百万分比）累计落点即开出结果；Nonce 从 0 起计。
        </Text>
      </Advanced>
    </View>
  )
}
