import { View, Text } from '@tarojs/components'
import type { PriceAlert } from '../../../../types/api'
import ItemImage from '@/components/ItemImage'
import { formatTime } from '@/lib/beijingTime'
import { formatWireYuan } from '@/lib/moneyText'

interface AlertRowProps {
  alert: PriceAlert
  busy: boolean
  onOpen: (alert: PriceAlert) => void
  onSwitch: (alert: PriceAlert, on: boolean) => void
  onDelete: (alert: PriceAlert) => void
}

const STATE_TEXT: Record<PriceAlert['state'], string> = { watching: '监控中', paused: '已暂停', fired: '已触发' }

/** One alert: its item, 涨到 / 跌到 price, state and what happened, with pause / turn on / re-arm and delete. */
export default function AlertRow ({ alert, busy, onOpen, onSwitch, onDelete }: AlertRowProps) {
  const note = alert.state === 'fired' && alert.fired_price && alert.fired_at
    ? `${formatTime(alert.fired_at)} 成交 ¥${formatWireYuan(alert.fired_price)} 已提醒`
    : alert.last_price ? `最新成交 ¥${formatWireYuan(alert.last_price)}` : '暂无成交'
  const action = alert.state === 'watching' ? { text: '暂停', on: false } : { text: alert.state === 'fired' ? '重新开启' : '开启', on: true }
  return (
    <View className={`alert-row is-${alert.state}`}>
      <View className='alert-row__body' onClick={() => onOpen(alert)}>
        <ItemImage className='alert-row__image' src={alert.item.image} name={alert.item.name} accent={alert.item.rarity_color} />
        <View className='alert-row__main'>
          <Text className='alert-row__name'>{alert.item.name}</Text>
          <View className='alert-row__rule'>
            <Text className={`alert-row__target is-${alert.direction}`}>{alert.direction === 'up' ? '涨到' : '跌到'} ¥{formatWireYuan(alert.threshold)}</Text>
            <Text className={`alert-row__state is-${alert.state}`}>{STATE_TEXT[alert.state]}</Text>
          </View>
          <Text className='alert-row__note'>{note}</Text>
        </View>
      </View>
      <View className='alert-row__actions'>
        <Text className='alert-row__action is-main' onClick={() => { if (!busy) onSwitch(alert, action.on) }}>{action.text}</Text>
        <Text className='alert-row__action' onClick={() => { if (!busy) onDelete(alert) }}>删除</Text>
      </View>
    </View>
  )
}
