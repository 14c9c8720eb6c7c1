import { View, Text } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import type { Redemption } from '../../../../types/api'
import { redemptionHistory } from '@/services/rewards'
import ListState from '@/components/ListState'
import RedemptionList from '@/components/Rewards/RedemptionList'
import { usePaged } from '@/components/usePaged'
import LoginGate from '@/components/LoginGate'
import '@/components/Rewards/index.scss'

type Kind = 'topic' | 'cdk' | 'activity'
const TABS: Array<[Kind, string]> = [['topic', '积分兑换'], ['cdk', 'CDK 兑换'], ['activity', '活动 CDKey']]

/** /pages/topic/cdkey-exchange-history/index: my redemptions and exchanges, by kind (?kind=topic|cdk|activity). */
export default function ExchangeHistoryPage () {
  const { params } = useRouter()
  const [kind, setKind] = useState<Kind>(TABS.find(([key]) => key === params.kind)?.[0] ?? 'topic')
  return (
    <LoginGate back={`/pages/topic/cdkey-exchange-history/index?kind=${kind}`} what='兑换记录'>
      <View className='reward-page'>
        <View className='reward-page__tabs'>
          {TABS.map(([key, text]) => <Text key={key} className={`reward-page__tab ${key === kind ? 'is-active' : ''}`} onClick={() => setKind(key)}>
            {text}
          </Text>)}
        </View>
        <History kind={kind} />
      </View>
    </LoginGate>
  )
}

/** One kind's records, page by page. */
function History ({ kind }: { kind: Kind }) {
  const records = usePaged<Redemption>((page) => redemptionHistory(kind, page))
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new kind starts over at page 1
  useEffect(() => { void records.reload() }, [kind])
  useReachBottom(() => records.more())
  return (
    <>
      {records.list.length > 0 && <RedemptionList list={records.list} />}
      <ListState
        loading={records.loading}
        error={records.error}
        count={records.list.length}
        hasMore={records.hasMore}
        emptyText='暂无兑换记录'
        onRetry={() => { void records.reload() }}
      />
    </>
  )
}
