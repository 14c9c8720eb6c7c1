import { useEffect, useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { AnchorOverview } from '../../../types/api'
import Result from '@/components/Result'
import Empty from '@/components/Empty'
import LoginGate from '@/components/LoginGate'
import BarChart from '@/components/BarChart'
import { useShownData } from '@/components/useShownData'
import { openRoute, usePageParams } from '@/lib/navigation'
import { anchorOverview, type AnchorPeriod } from '@/services/backstage'
import NoAccess from './components/NoAccess'
import PeriodTabs, { periodFrom } from './components/PeriodTabs'
import { Loading } from '@/components/ListState'
import Notice from '@/components/Notice'
import './components/backstage.scss'

/** /pages/backstage/anchor: the streamer's invitees, their orders and the commission by period, with a daily chart. */
function AnchorDashboard () {
  const [days, setDays] = useState<AnchorPeriod>(periodFrom(usePageParams().days))
  const shown = useShownData<AnchorOverview | null | undefined>(() => anchorOverview(days), undefined)
  const first = useRef(true)
  // a new period reads again (the first read is useShownData's own)
  useEffect(() => { if (first.current) first.current = false; else shown.reload() }, [days]) // eslint-disable-line react-hooks/exhaustive-deps

  const { data, error, reload } = shown
  if (error && data === undefined) return <View className='anchor-page anchor-page--plain'>
    <Result tone='error' title='无法加载主播后台' note={error} actions={[{ text: '重试', onClick: reload }]} />
  </View>
  if (data === undefined) return <View className='anchor-page anchor-page--plain'><Loading /></View>
  if (data === null) return <View className='anchor-page anchor-page--plain'><NoAccess /></View>
  const bars = data.daily.map((day) => ({ key: day.day, label: day.label, value: day.commission, note: `${day.orders} 单` }))
  return (
    <View className='anchor-page'>
      <View className='anchor-hero'>
        <View className='anchor-hero__who'>
          <View><Text className='anchor-hero__name'>{data.nickname}</Text><Text className='anchor-hero__channel'>{data.channel}</Text></View>
          <Text className='anchor-hero__rate'>佣金比例 {data.rate_text}</Text>
        </View>
        <Text className='anchor-hero__label'>近{data.days}天佣金（元）</Text>
        <Text className='anchor-hero__value'>{data.commission}</Text>
        <Text className='anchor-hero__total'>累计佣金 ¥{data.commission_total}</Text>
        {(data.pending_orders ?? 0) > 0 && <Text className='anchor-hero__total'>待结算 {data.pending_orders} 单 · 佣金 ¥{data.pending_commission}（过保护期后计入）</Text>}
      </View>
      <PeriodTabs days={days} onChange={setDays} />
      <Notice text={error} action={{ text: '重试', onClick: reload }} />
      <View className='anchor-stats'>
        <View className='anchor-stats__cell'>
          <Text className='anchor-stats__value'>{data.invitees_total}</Text>
          <Text className='anchor-stats__label'>邀请用户</Text>
          <Text className='anchor-stats__note'>本期新增 {data.invitees_new}</Text>
        </View>
        <View className='anchor-stats__cell'>
          <Text className='anchor-stats__value'>{data.orders_count}</Text>
          <Text className='anchor-stats__label'>本期订单</Text>
        </View>
        <View className='anchor-stats__cell'>
          <Text className='anchor-stats__value'>{data.orders_amount}</Text>
          <Text className='anchor-stats__label'>订单金额（元）</Text>
        </View>
      </View>
      {data.invitees_total === 0
        ? <Empty icon='invite' text='还没有邀请用户' note='分享你的邀请链接，粉丝注册后下单，你即可获得佣金'
          action={{ text: '去邀请', onClick: () => void openRoute('/pages/task/invite/index') }} />
        : (
          <View className='anchor-card'>
            <View className='anchor-card__head'>
              <Text>每日佣金</Text>
              <Text className='anchor-card__note'>{data.orders_count === 0 ? '本期暂无订单' : '点击图表查看当天'}</Text>
            </View>
            <BarChart key={data.days} bars={bars} id='anchor-chart' />
          </View>
          )}
      <View className='anchor-link' role='button' onClick={() => void openRoute(`/pages/backstage/anchordetails?days=${data.days}`)}>
        <Text>订单与佣金明细</Text><Text className='anchor-link__more'>{data.orders_count} 单 ›</Text>
      </View>
      <Text className='anchor-rule'>佣金 = 邀请用户已支付订单金额 × {data.rate_text}，每单向下取整到分；退款取消的订单不计佣金。统计按北京时间自然日。</Text>
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/backstage/anchor' what='主播后台'><AnchorDashboard /></LoginGate>
}
