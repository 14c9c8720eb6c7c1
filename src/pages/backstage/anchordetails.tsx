import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import type { AnchorOrder, Page as ListPage } from '../../../types/api'
import LoginGate from '@/components/LoginGate'
import ListState from '@/components/ListState'
import { usePaged } from '@/components/usePaged'
import { formatTime } from '@/lib/beijingTime'
import { usePageParams } from '@/lib/navigation'
import { anchorOrders, type AnchorPeriod } from '@/services/backstage'
import NoAccess from './components/NoAccess'
import PeriodTabs, { periodFrom } from './components/PeriodTabs'
import './components/backstage.scss'

const NONE: ListPage<AnchorOrder> = { list: [], total: 0, page: 1, page_size: 20, has_more: false }

/** /pages/backstage/anchordetails: the period's invitee orders, newest first, with the commission of each. */
function AnchorDetails () {
  const [days, setDays] = useState<AnchorPeriod>(periodFrom(usePageParams().days))
  const [noAccess, setNoAccess] = useState(false)
  const [total, setTotal] = useState(0)
  const paged = usePaged<AnchorOrder>((page) => anchorOrders(days, page).then((answer) => {
    setNoAccess(answer === null)
    if (answer) setTotal(answer.total)
    return answer ?? NONE
  }))
  useEffect(() => { void paged.reload() }, [days]) // eslint-disable-line react-hooks/exhaustive-deps
  useReachBottom(paged.more)

  if (noAccess) return <View className='anchor-page anchor-page--plain'><NoAccess /></View>
  return (
    <View className='anchor-page'>
      <PeriodTabs days={days} onChange={setDays} />
      {paged.list.length > 0 && <View className='anchor-summary'><Text>近{days}天 共 {total} 单</Text><Text>每单佣金已向下取整到分</Text></View>}
      {paged.list.length > 0 && (
        <View className='anchor-list'>
          {paged.list.map((order) => (
            <View key={order.order_no + String(order.paid_at)} className='anchor-order'>
              <View className='anchor-order__body'>
                <Text className='anchor-order__item'>{order.item_name}</Text>
                <Text className='anchor-order__meta'>{order.invitee} · {formatTime(order.paid_at)} · {order.order_no}</Text>
              </View>
              <View className='anchor-order__money'>
                <Text className='anchor-order__amount'>¥{order.amount}</Text>
                <Text className='anchor-order__commission'>佣金 +{order.commission}</Text>
              </View>
            </View>
          ))}
        </View>
      )}
      <ListState loading={paged.loading} error={paged.error} count={paged.list.length} hasMore={paged.hasMore}
        emptyText={`近${days}天邀请用户暂无订单`} onRetry={() => void paged.reload()} />
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/backstage/anchordetails' what='主播明细'><AnchorDetails /></LoginGate>
}
