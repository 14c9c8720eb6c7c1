import { View, Text, Button } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { LedgerEntry } from '../../../../types/api'
import { ledger } from '@/services/pay'
import { errorText } from '@/lib/errorText'
import { compare, formatYuan } from '@/lib/money'
import { formatTime } from '@/lib/beijingTime'
import ListState from '@/components/ListState'
import Result from '@/components/Result'
import { backOrReplace } from '@/lib/navigation'
import './index.scss'

/** How far back a ledger entry is looked for (the API has no single-entry call yet). */
const PAGES_TO_SEARCH = 10

async function findEntry (ledgerId: number): Promise<LedgerEntry | null> {
  for (let page = 1; page <= PAGES_TO_SEARCH; page++) {
    const result = await ledger(page, 50)
    const found = result.list.find((entry) => entry.ledger_id === ledgerId)
    if (found) return found
    if (!result.has_more || result.list.every((entry) => entry.ledger_id < ledgerId)) return null
  }
  return null
}

/** One balance transaction (ledger entry): amount, balance after, frozen change, what it was for. */
export default function TransactionDetailPage () {
  const { params } = useRouter()
  const ledgerId = Number(params.id)
  const valid = Number.isSafeInteger(ledgerId) && ledgerId > 0
  const [entry, setEntry] = useState<LedgerEntry | null>(null)
  const [loading, setLoading] = useState(valid)
  const [error, setError] = useState(valid ? '' : '链接缺少交易编号')
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (!valid) return
    let live = true
    setLoading(true)
    findEntry(ledgerId)
      .then((found) => { if (live) { setEntry(found); setError(found ? '' : '没有找到这笔交易') } })
      .catch((failure: unknown) => { if (live) setError(errorText(failure)) })
      .finally(() => { if (live) setLoading(false) })
    return () => { live = false }
  }, [ledgerId, valid, round])

  if (!entry) {
    const toBalance = { text: '查看余额明细', plain: valid, onClick: () => { void backOrReplace('/pages/user/balance/index') } }
    const actions = valid ? [{ text: '重试', onClick: () => setRound(round + 1) }, toBalance] : [toBalance]
    return (
      <View className='ledger'>
        {loading
          ? <ListState loading error='' count={0} hasMore={false} />
          : <Result tone='error' title={valid ? '交易详情打不开' : '交易链接无效'} note={error} actions={actions} />}
      </View>
    )
  }

  const income = compare(entry.amount, 0) > 0
  const orderNo = entry.ref && /^\d{8,32}$/.test(entry.ref) ? entry.ref : ''
  return (
    <View className='ledger'>
      <View className='ledger__head'>
        <Text className='ledger__kind'>{entry.kind_text}</Text>
        <Text className={`ledger__amount ${income ? 'is-income' : ''}`}>{income ? '+' : ''}{formatYuan(entry.amount)}</Text>
        <Text className='ledger__memo'>{entry.memo}</Text>
      </View>
      <View className='ledger__card'>
        <Row label='交易时间' value={formatTime(entry.created_at)} />
        <Row label='交易后余额' value={`¥${formatYuan(entry.balance_after)}`} />
        {compare(entry.frozen_change, 0) !== 0
          && <Row label='冻结变动' value={`${compare(entry.frozen_change, 0) > 0 ? '+' : ''}${formatYuan(entry.frozen_change)}`} />}
        <Row label='交易后冻结' value={`¥${formatYuan(entry.frozen_after)}`} />
        <Row label='流水号' value={String(entry.ledger_id)} />
        {entry.ref && <Row label='关联单号' value={entry.ref} />}
      </View>
      {orderNo && (
        <Button className='ledger__order' onClick={() => { void Taro.navigateTo({ url: `/pages/order/detail/index?id=${orderNo}` }) }}>查看关联订单</Button>
      )}
    </View>
  )
}

function Row ({ label, value }: { label: string, value: string }) {
  return (
    <View className='ledger__row'>
      <Text className='ledger__label'>{label}</Text>
      <Text className='ledger__value'>{value}</Text>
    </View>
  )
}
