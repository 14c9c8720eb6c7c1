import { View, Text, Input, Button } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { BuyOrder, ItemDetail } from '../../../types/api'
import { useStores } from '@/stores/context'
import { buyOrders, cancelBuyOrder, createBuyOrder } from '@/services/buy'
import { newIdempotencyKey } from '@/services/trade'
import { errorText } from '@/lib/errorText'
import { formatYuan, isMoney, multiply } from '@/lib/money'
import { buyOrderProblem, wearRangeText } from './form'
import { wearRangeProblem } from '@/lib/wear'
import { shortWearName } from '@/lib/wear'
import ListState from '@/components/ListState'
import ItemImage from '@/components/ItemImage'
import PriceTag from '@/components/PriceTag'
import PayPasswordSheet from '@/components/PayPasswordSheet'
import LoginPrompt from '@/components/OrderParts/LoginPrompt'
import { hasToken } from '@/lib/session'
import { formatTime } from '@/lib/beijingTime'
import { useOnShow } from '@/components/useOnShow'
import './index.scss'
import { onValue } from '@/components/inputValue'
import { showDialog } from '@/lib/dialog'
import Notice from '@/components/Notice'

/** My buy orders: create one for an item with a price and quantity (frozen on the balance), list, cancel. */
export default function BuyOrdersPage () {
  const { services } = useStores()
  const { params } = useRouter()
  const itemId = Number(params.item_id)
  const [loggedIn, setLoggedIn] = useState(hasToken)
  const [item, setItem] = useState<ItemDetail | null>(null)
  const [itemError, setItemError] = useState('')
  const [list, setList] = useState<BuyOrder[]>([])
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const [form, setForm] = useState({ price: '', quantity: '1', password: '', minWear: '', maxWear: '' })
  const [problem, setProblem] = useState('')
  const [saving, setSaving] = useState(false)
  const busy = useRef(false)
  // one key per buy order the user means to place: a repeat after a lost answer freezes once (server/README.md, idempotency)
  const orderKey = useRef(newIdempotencyKey())

  const load = async () => {
    setLoading(true)
    try {
      setList(await buyOrders())
      setError('')
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setLoading(false)
    }
  }
  const refresh = () => {
    const now = hasToken()
    setLoggedIn(now)
    if (now) void load()
  }
  // on mount and back on this screen (after login or another screen)
  useOnShow(refresh)
  useEffect(() => {
    if (!Number.isSafeInteger(itemId) || itemId <= 0) return
    services.store.itemDetail(itemId).then(setItem).catch((failure: unknown) => setItemError(errorText(failure, '饰品不存在或已下架')))
  }, [itemId, services])

  const total = isMoney(form.price.trim()) && /^\d+$/.test(form.quantity.trim()) ? formatYuan(multiply(form.price.trim(), Number(form.quantity))) : ''

  // only CS2 skins with an exterior have a wear (float) value
  const hasWear = item !== null && item.appid === 730 && Boolean(item.exterior)

  const submit = async () => {
    if (!item || busy.current) return
    const found = buyOrderProblem(form.price, form.quantity, form.password) || (hasWear ? wearRangeProblem(form.minWear, form.maxWear) : '')
    setProblem(found)
    if (found) return // the form keeps what was typed
    busy.current = true
    setSaving(true)
    try {
      const wear = hasWear ? { min_wear: form.minWear.trim(), max_wear: form.maxWear.trim() } : {}
      await createBuyOrder(item.item_id, formatYuan(form.price.trim()), Number(form.quantity), form.password, wear, orderKey.current)
      orderKey.current = newIdempotencyKey()
      setForm({ price: '', quantity: '1', password: '', minWear: '', maxWear: '' })
      void Taro.showToast({ title: '求购已发布', icon: 'success', duration: 1500 })
      await load()
    } catch (failure) {
      setProblem(errorText(failure, '发布失败，请稍后重试'))
      setForm((current) => ({ ...current, password: '' }))
    } finally {
      busy.current = false
      setSaving(false)
    }
  }

  const cancel = async (entry: BuyOrder) => {
    const answer = await showDialog({ title: '取消求购', content: `取消后冻结的 ¥${entry.frozen} 将退回余额。`, cancelText: '再想想', confirmText: '取消求购' })
    if (!answer.confirm) return
    try {
      await cancelBuyOrder(entry.buy_order_id)
      void Taro.showToast({ title: '已取消', icon: 'success', duration: 1500 })
      await load()
    } catch (failure) {
      void Taro.showToast({ title: errorText(failure, '取消失败'), icon: 'none', duration: 1500 })
    }
  }

  const returnTo = itemId > 0 ? `/pages/target/index?item_id=${itemId}` : '/pages/target/index'
  if (!loggedIn) return <View className='targets'><LoginPrompt title='我的求购' text='登录后发布和管理求购' returnTo={returnTo} /></View>

  return (
    <View className='targets'>
      {item && (
        <View className='target-form'>
          <View className='target-form__item'>
            <ItemImage className='target-form__image' src={item.image} name={item.name} accent={item.rarity_color} />
            <View className='target-form__item-main'>
              <Text className='target-form__name'>{item.name}</Text>
              <Text className='target-form__meta'>{shortWearName(item.exterior) || item.rarity} · 最低在售 ¥{item.min_price}</Text>
            </View>
          </View>
          <Field label='求购单价（元）'>
            <Input
              className='target-form__input'
              type='digit'
              placeholder='如 12.50'
              value={form.price}
              onInput={onValue((price) => setForm((current) => ({ ...current, price })))}
            />
          </Field>
          <Field label='求购数量'>
            <Input
              className='target-form__input'
              type='number'
              placeholder='1-100'
              value={form.quantity}
              onInput={onValue((quantity) => setForm((current) => ({ ...current, quantity })))}
            />
          </Field>
          {hasWear && (
            <>
              <Field label='最低磨损（选填）'>
                <Input
                  className='target-form__input'
                  type='digit'
                  placeholder='0-1，如 0.00'
                  value={form.minWear}
                  onInput={onValue((minWear) => setForm((current) => ({ ...current, minWear })))}
                />
              </Field>
              <Field label='最高磨损（选填）'>
                <Input
                  className='target-form__input'
                  type='digit'
                  placeholder='0-1，如 0.07'
                  value={form.maxWear}
                  onInput={onValue((maxWear) => setForm((current) => ({ ...current, maxWear })))}
                />
              </Field>
            </>
          )}
          <PayPasswordSheet label='支付密码' value={form.password} onChange={(password) => setForm((current) => ({ ...current, password }))} />
          <View className='target-form__total'>
            <Text className='target-form__total-label'>需冻结</Text>
            {total ? <PriceTag value={total} /> : <Text className='target-form__total-none'>—</Text>}
          </View>
          <Notice text={problem} />
          <Button className='target-form__submit' disabled={saving || undefined} onClick={() => { void submit() }}>发布求购</Button>
        </View>
      )}
      <Notice text={itemError} />
      {!item && !itemError && !(itemId > 0) && (
        <View className='targets__hint'>
          <Text>在饰品详情页点“求购”即可为该饰品发布求购。</Text>
          <Text className='targets__hint-link' onClick={() => { void Taro.switchTab({ url: '/pages/market/home/index' }) }}>去商城选饰品 ›</Text>
        </View>
      )}

      <Text className='targets__title'>我的求购</Text>
      {list.map((entry) => (
        <View key={entry.buy_order_id} className='target-card'>
          <ItemImage className='target-card__image' src={entry.item.image} name={entry.item.name} accent={entry.item.rarity_color} />
          <View className='target-card__main'>
            <Text className='target-card__name'>{entry.item.name}</Text>
            <Text className='target-card__meta'>单价 ¥{entry.price} × {entry.quantity} · 冻结 ¥{entry.frozen}</Text>
            {wearRangeText(entry) && <Text className='target-card__wear'>{wearRangeText(entry)}</Text>}
            <Text className='target-card__time'>{formatTime(entry.created_at)}</Text>
          </View>
          <View className='target-card__side'>
            <Text className={`target-card__status ${entry.status === 'open' ? 'is-open' : ''}`}>{entry.status === 'open' ? '求购中' : '已取消'}</Text>
            {entry.status === 'open' && <Text className='target-card__cancel' onClick={() => { void cancel(entry) }}>取消</Text>}
          </View>
        </View>
      ))}
      <ListState loading={loading && list.length === 0} error={error} count={list.length} hasMore={false} emptyText='还没有求购' onRetry={() => { void load() }} />
    </View>
  )
}

function Field ({ label, children }: { label: string, children: ReactNode }) {
  return (
    <View className='target-form__field'>
      <Text className='target-form__label'>{label}</Text>
      {children}
    </View>
  )
}
