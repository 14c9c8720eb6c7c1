import { Text, View } from '@tarojs/components'
import type { FairRecord } from '../../../types/api'
import { VERDICT_TEXT, recomputedIndex, verdictOf } from './verdict'
import './index.scss'

interface FairnessRecordProps {
  record: FairRecord
  /** what each odds entry is (item names), to say what the ticket lands on */
  labels?: readonly string[]
}

export function ProofRow ({ label, value }: { label: string, value: string }) {
  return (
    <View className='fair-record__row'>
      <Text className='fair-record__label'>{label}</Text>
      <Text className='fair-record__value'>{value}</Text>
    </View>
  )
}

export function VerdictBadge ({ verdict }: { verdict: 'verified' | 'failed' | 'pending' }) {
  return <Text className={`fair-record__verdict fair-record__verdict--${verdict}`}>{VERDICT_TEXT[verdict]}</Text>
}

/**
 * One provably fair draw (SPEC 7) with its recomputation done on this device (lib/fairness): 已验证 when the revealed
 * server seed hashes to the published hash and the HMAC, ticket and result all come out the same; 验证失败 otherwise.
 */
export default function FairnessRecord ({ record, labels }: FairnessRecordProps) {
  const verdict = verdictOf(record)
  const landed = recomputedIndex(record)
  const name = (index: number | null) => index === null ? '赔率表无效' : labels?.[index] ?? `第 ${index + 1} 项`
  return (
    <View className='fair-record'>
      <View className='fair-record__head'>
        <Text className='fair-record__title'>第 {record.nonce} 次抽取</Text>
        <VerdictBadge verdict={verdict} />
      </View>
      <ProofRow label='服务端种子哈希' value={record.server_seed_hash} />
      <ProofRow label='服务端种子' value={record.server_seed ?? '更换种子后公开'} />
      <ProofRow label='客户端种子' value={record.client_seed} />
      <ProofRow label='Nonce' value={String(record.nonce)} />
      <ProofRow label='HMAC-SHA256' value={record.hmac} />
      <ProofRow label='幸运值' value={`${record.ticket} / 1000000`} />
      <ProofRow label='开出结果' value={name(record.result_index)} />
      <ProofRow label='按赔率重算' value={name(landed)} />
    </View>
  )
}
