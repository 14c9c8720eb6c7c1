import { View, Text, Input } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { ItemSummary, PriceAlert } from '../../../../types/api'
import ItemImage from '@/components/ItemImage'
import PriceTag from '@/components/PriceTag'
import { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import { onValue } from '@/components/inputValue'
import { problemText } from '@/lib/navigation'
import { addPriceAlert, type AlertDirection } from '@/services/priceWatch'
import { itemDetail } from '@/services/store'
import ItemPicker from './ItemPicker'
import { thresholdProblem } from './alertRule'

interface AlertFormProps {
  /** an item to start with (the item page's 设置提醒) */
  itemId: number | null
  /** no more alerts may watch: the form says so instead of failing */
  full: boolean
  liveMax: number
  onAdded: (alert: PriceAlert) => void
}

interface Picked { item: ItemSummary, lastPrice: string | null }

/** 添加提醒: an item (searched or handed in), 涨到 / 跌到 and a price, checked by the server's own rule before sending. */
export default function AlertForm ({ itemId, full, liveMax, onAdded }: AlertFormProps) {
  const [picked, setPicked] = useState<Picked | null>(null)
  const [loadingItem, setLoadingItem] = useState(false)
  const [direction, setDirection] = useState<AlertDirection>('down')
  const [threshold, setThreshold] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  // the latest sale price is what an alert compares, so it is read for the picked item
  const pick = (id: number) => {
    setLoadingItem(true)
    setNotice(null)
    itemDetail(id)
      .then((detail) => setPicked({ item: detail, lastPrice: detail.recent_sales[0]?.price ?? null }))
      .catch((failure: unknown) => setNotice(problemText(failure, '无法读取该饰品，请重试')))
      .finally(() => setLoadingItem(false))
  }
  useEffect(() => { if (itemId) pick(itemId) }, [itemId])

  const submit = () => {
    if (!picked) return
    const why = thresholdProblem(threshold, direction, picked.lastPrice)
    setProblem(why)
    if (why) return
    setBusy(true)
    setNotice(null)
    addPriceAlert(picked.item.item_id, direction, threshold.trim())
      .then((alert) => { setThreshold(''); setPicked(null); onAdded(alert) })
      .catch((failure: unknown) => setNotice(problemText(failure, '添加失败，请稍后重试')))
      .finally(() => setBusy(false))
  }

  if (full) return <View className='alert-form alert-form--full'><Text>已开启 {liveMax} 个提醒（上限），请先暂停或删除一些再添加</Text></View>
  return (
    <View className='alert-form'>
      <Text className='alert-form__title'>添加提醒</Text>
      {loadingItem && <Text className='alert-picker__note'>正在读取饰品…</Text>}
      {!picked && !loadingItem && <ItemPicker onPick={(item) => pick(item.item_id)} />}
      {picked && (
        <>
          <View className='alert-form__item'>
            <ItemImage className='alert-form__image' src={picked.item.image} name={picked.item.name} accent={picked.item.rarity_color} />
            <View className='alert-form__main'>
              <Text className='alert-form__name'>{picked.item.name}</Text>
              <View className='alert-form__prices'>
                <Text className='alert-form__label'>最新成交</Text>
                {picked.lastPrice ? <PriceTag value={picked.lastPrice} size='small' /> : <Text className='alert-form__none'>暂无成交</Text>}
                <Text className='alert-form__label alert-form__gap'>在售最低</Text><PriceTag value={picked.item.min_price} size='small' />
              </View>
            </View>
            <Text className='alert-form__change' onClick={() => { setPicked(null); setProblem(null) }}>更换</Text>
          </View>
          <View className='alert-form__directions'>
            {(['down', 'up'] as const).map((value) => (
              <Text key={value} className={`alert-form__direction is-${value} ${value === direction ? 'is-active' : ''}`}
                onClick={() => { setDirection(value); setProblem(null) }}>{value === 'up' ? '涨到' : '跌到'}</Text>
            ))}
          </View>
          <View className={`alert-form__field ${problem ? 'is-error' : ''}`}>
            <Text className='alert-form__yuan'>¥</Text>
            <Input className='alert-form__input' type='digit' value={threshold} placeholder={direction === 'up' ? '涨到多少时提醒我' : '跌到多少时提醒我'}
              onInput={onValue((value) => { setThreshold(value); setProblem(null) })} />
          </View>
          <Notice text={problem} />
          <Text className='alert-form__hint'>有一笔成交价{direction === 'up' ? '达到或高于' : '达到或低于'}提醒价时，发站内信提醒一次</Text>
          <Notice text={notice} />
          <SubmitButton text='添加提醒' busy={busy} onClick={submit} />
        </>
      )}
      {!picked && notice && <Notice text={notice} />}
    </View>
  )
}
