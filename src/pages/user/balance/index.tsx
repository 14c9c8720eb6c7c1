import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { useReachBottom, usePullDownRefresh } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { LedgerEntry } from '../../../../types/api'
import ListState from '@/components/ListState'
import { compare, formatYuan, money } from '@/lib/money'
import { ledger, wallet as fetchWallet } from '@/services/pay'
import { useStores } from '@/stores/context'
import { usePaged } from '@/components/usePaged'
import { signedYuan } from '@/lib/format'
import { formatTime } from '@/lib/beijingTime'
import { problemText } from '@/lib/navigation'
import './index.scss'
import { useOnShow } from '@/components/useOnShow'
import LoginGate from '@/components/LoginGate'

type Filter = 'all' | 'in' | 'out' | 'frozen'
const FILTERS: { key: Filter, text: string }[] = [
  { key: 'all', text: '全部' }, { key: 'in', text: '收入' }, { key: 'out', text: '支出' }, { key: 'frozen', text: '冻结变动' }
]

function matches (entry: LedgerEntry, filter: Filter): boolean {
  if (filter === 'in') return compare(entry.amount, 0) > 0
  if (filter === 'out') return compare(entry.amount, 0) < 0
  if (filter === 'frozen') return !money(entry.frozen_change).isZero()
  return true
}

/**
 * The change a line shows: the available change, or for a line that only moves frozen money (出售入账（冻结）) the
 * frozen change, labelled, so a sale's line never reads 0.00.
 */
function shownChange (entry: LedgerEntry): { amount: string, text: string } {
  if (money(entry.amount).isZero() && !money(entry.frozen_change).isZero()) return {
    amount: entry.frozen_change,
    text: `冻结 ${signedYuan(entry.frozen_change)}`
  }
  return { amount: entry.amount, text: signedYuan(entry.amount) }
}

/** /pages/user/balance/index: available and frozen balance, ledger with filters and each entry's detail. */
function BalancePage () {
  const { wallet } = useStores()
  const purse = wallet.wallet
  const purseError = wallet.failure === null ? '' : problemText(wallet.failure, '余额加载失败')
  const [filter, setFilter] = useState<Filter>('all')
  const [open, setOpen] = useState<number | null>(null)
  const entries = usePaged((page) => ledger(page))

  const refresh = async () => {
    await Promise.all([
      wallet.load(fetchWallet).catch(() => undefined),
      entries.reload()
    ])
  }
  useOnShow(() => { void refresh() })
  usePullDownRefresh(() => { void refresh().finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => entries.more())

  const shown = entries.list.filter((entry) => matches(entry, filter))
  const total = purse ? money(purse.balance).plus(money(purse.frozen)) : null

  return (
    <View className='balance-page'>
      <View className='balance-page__card'>
        <Text className='balance-page__label'>可用余额（元）</Text>
        <Text className='balance-page__available' data-testid='available'>{purse ? formatYuan(purse.balance) : purseError ? '--' : '…'}</Text>
        <View className='balance-page__split'>
          <View className='balance-page__col'>
            <Text className='balance-page__small'>冻结中</Text>
            <Text className='balance-page__value' data-testid='frozen'>{purse ? formatYuan(purse.frozen) : '--'}</Text>
          </View>
          <View className='balance-page__col'>
            <Text className='balance-page__small'>总资产</Text>
            <Text className='balance-page__value'>{total ? formatYuan(total) : '--'}</Text>
          </View>
        </View>
        {purseError && <Text className='balance-page__error'>{purseError}</Text>}
        <View className='balance-page__actions'>
          <View className='balance-page__withdraw' onClick={() => Taro.navigateTo({ url: '/pages/user/withdraw/index' })}><Text>提现</Text></View>
          <View className='balance-page__recharge' onClick={() => Taro.navigateTo({ url: '/pages/user/recharge/index' })}><Text>充值</Text></View>
        </View>
      </View>

      <View className='balance-page__ledger'>
        <View className='balance-page__ledger-head'>
          <Text className='balance-page__ledger-title'>资金明细</Text>
          <View className='balance-page__filters'>
            {FILTERS.map((f) => (
              <Text key={f.key} className={`balance-page__filter${filter === f.key ? ' balance-page__filter--on' : ''}`} onClick={() => setFilter(f.key)}>
                {f.text}
              </Text>
            ))}
          </View>
        </View>
        {shown.map((entry) => (
          <View key={entry.ledger_id} className='ledger-row' onClick={() => setOpen(open === entry.ledger_id ? null : entry.ledger_id)}>
            <View className='ledger-row__main'>
              <View className='ledger-row__left'>
                <Text className='ledger-row__kind'>{entry.kind_text}</Text>
                <Text className='ledger-row__time'>{formatTime(entry.created_at)}</Text>
              </View>
              <View className='ledger-row__right'>
                <Text className={`ledger-row__amount${compare(shownChange(entry).amount, 0) > 0 ? ' ledger-row__amount--in' : ''}`}>
                  {shownChange(entry).text}
                </Text>
                <Text className='ledger-row__after'>余额 {formatYuan(entry.balance_after)}</Text>
              </View>
            </View>
            {entry.link && (
              <View className='ledger-row__order' onClick={(event) => { event.stopPropagation(); void Taro.navigateTo({ url: entry.link! }) }}>
                <Text className='ledger-row__item'>{entry.item_name ?? '订单'}</Text>
                <Text className='ledger-row__link'>查看订单 ›</Text>
              </View>
            )}
            {open === entry.ledger_id && (
              <View className='ledger-row__detail'>
                <Text>说明：{entry.memo || entry.kind_text}</Text>
                <Text>可用变动：{signedYuan(entry.amount)}{'\u3000'}冻结变动：{signedYuan(entry.frozen_change)}</Text>
                <Text>变动后可用：{formatYuan(entry.balance_after)}{'\u3000'}变动后冻结：{formatYuan(entry.frozen_after)}</Text>
                {entry.ref && <Text>关联单号：{entry.ref}</Text>}

                <Text>流水号：{entry.ledger_id}</Text>
              </View>
            )}
          </View>
        ))}
        <ListState
          loading={entries.loading}
          error={entries.error}
          count={shown.length}
          hasMore={entries.hasMore}
          emptyText={filter === 'all' ? '暂无资金明细' : '没有符合条件的明细'}
          onRetry={() => void entries.reload()}
        />
        {entries.hasMore && !entries.loading && !entries.error && entries.list.length > 0 && (
          <Text className='balance-page__more' onClick={entries.more}>加载更多</Text>
        )}
      </View>
    </View>
  )
}

const BalanceScreen = observer(BalancePage)

export default function Page () {
  return <LoginGate back='/pages/user/balance/index' what='余额'><BalanceScreen /></LoginGate>
}
