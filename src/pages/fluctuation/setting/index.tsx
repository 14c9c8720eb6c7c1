import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { PriceAlert, PriceAlertList } from '../../../../types/api'
import ListState from '@/components/ListState'
import LoginGate from '@/components/LoginGate'
import { useShownData } from '@/components/useShownData'
import { showDialog } from '@/lib/dialog'
import { problemText, toast, usePageParams } from '@/lib/navigation'
import { deletePriceAlert, priceAlerts, switchPriceAlert } from '@/services/priceWatch'
import AlertForm from './AlertForm'
import AlertRow from './AlertRow'
import '../parts/alerts.scss'

const NONE: PriceAlertList = { list: [], live: 0, live_max: 20 }

/** 价格提醒: add an alert (item, 涨到 / 跌到, price), and the list to pause, turn on again, re-arm or delete (server/README.md). */
function AlertScreen () {
  const params = usePageParams()
  const itemId = Number(params.item_id) > 0 ? Number(params.item_id) : null
  const alerts = useShownData(priceAlerts, NONE)
  const [busy, setBusy] = useState(false)
  const { data } = alerts
  const first = alerts.loading && data === NONE

  const act = (work: Promise<unknown>, done: string) => {
    setBusy(true)
    work.then(() => { toast(done); alerts.reload() })
      .catch((failure: unknown) => toast(problemText(failure)))
      .finally(() => setBusy(false))
  }
  const onSwitch = (alert: PriceAlert, on: boolean) => act(switchPriceAlert(alert.alert_id, on), on ? '提醒已开启' : '提醒已暂停')
  const onDelete = (alert: PriceAlert) => {
    void showDialog({ title: '删除提醒', content: `删除「${alert.item.name}」的价格提醒？`, confirmText: '删除', cancelText: '再想想' })
      .then((answer) => { if (answer.confirm) act(deletePriceAlert(alert.alert_id), '已删除') })
  }
  const open = (alert: PriceAlert) => { void Taro.navigateTo({ url: `/pages/item/index?id=${alert.item.item_id}` }) }

  return (
    <View className='alerts'>
      {!first && !alerts.error && (
        <AlertForm itemId={itemId} full={data.live >= data.live_max} liveMax={data.live_max}
          onAdded={() => { toast('提醒已添加'); alerts.reload() }} />
      )}
      <View className='alerts__head'>
        <Text className='alerts__title'>我的提醒</Text>
        {!first && <Text className='alerts__count'>监控中 {data.live}/{data.live_max}</Text>}
      </View>
      {data.list.map((alert) => <AlertRow key={alert.alert_id} alert={alert} busy={busy} onOpen={open} onSwitch={onSwitch} onDelete={onDelete} />)}
      <ListState loading={alerts.loading} error={alerts.error} count={data.list.length} hasMore={false}
        emptyText='还没有价格提醒：搜索一件饰品，设一个涨到或跌到的价格' onRetry={alerts.reload} />
      <Text className='alerts__rule'>按每笔成交价判断：成交价达到提醒价时发一条站内信，提醒随即暂停，可重新开启；最多同时开启 {data.live_max} 个。</Text>
    </View>
  )
}

export default function Page () {
  // a visitor from an item page's 设置提醒 comes back to that item after logging in
  const itemId = usePageParams().item_id
  const back = `/pages/fluctuation/setting/index${itemId && /^\d+$/.test(itemId) ? `?item_id=${itemId}` : ''}`
  return <LoginGate back={back} what='价格提醒'><AlertScreen /></LoginGate>
}
