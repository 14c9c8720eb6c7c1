import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { Coupon, ItemSummary, Listing, Order } from '../../../types/api'
import { createOrder } from '@/services/trade'
import { createRentOrder, usableCoupons } from '@/services/buy'
import { shortWearName, wearText } from '@/lib/wear'
import { errorText } from '@/lib/errorText'
import BottomSheet from '@/components/BottomSheet'
import ItemImage from '@/components/ItemImage'
import PriceTag from '@/components/PriceTag'
import PayPanel from '../PayPanel'
import { bestCoupon, orderAmounts } from './amounts'
import Notice from '@/components/Notice'
import './index.scss'

interface BuySheetProps {
  item: ItemSummary
  listing: Listing
  mode: 'buy' | 'rent'
  onClose: () => void
}

const RENT_DAYS = [1, 3, 7, 15, 30]

/** Confirm (price, coupons, rent days, final amount) → create the order once → pay → order detail. */
export default function BuySheet ({ item, listing, mode, onClose }: BuySheetProps) {
  const [days, setDays] = useState(mode === 'rent' ? 7 : 0)
  const [coupons, setCoupons] = useState<Coupon[]>([])
  const [couponId, setCouponId] = useState<number | null>(null)
  const [order, setOrder] = useState<Order | null>(null)
  const [creating, setCreating] = useState(false)
  const [problem, setProblem] = useState('')
  const busy = useRef(false)
  const created = useRef<Order | null>(null)
  const rentDays = mode === 'rent' ? days : null
  const coupon = coupons.find((candidate) => candidate.coupon_id === couponId && candidate.usable) ?? null
  const amounts = useMemo(() => orderAmounts(listing, rentDays, coupon), [listing, rentDays, coupon])
  // coupons apply to the price (a rent: the rent fee), never the deposit
  const basePrice = useMemo(() => orderAmounts(listing, rentDays, null).price, [listing, rentDays])

  useEffect(() => {
    let live = true
    usableCoupons(basePrice, item.appid).then((list) => {
      if (!live) return
      setCoupons(list)
      setCouponId((current) => (list.some((c) => c.coupon_id === current && c.usable) ? current : bestCoupon(list)?.coupon_id ?? null))
    }).catch(() => { if (live) setCoupons([]) })
    return () => { live = false }
  }, [basePrice, item.appid])

  const submit = async () => {
    if (busy.current || created.current) return // one order per confirm screen, however often it is tapped
    busy.current = true
    setCreating(true)
    setProblem('')
    try {
      const made = mode === 'rent'
        ? await createRentOrder(listing.listing_id, days, coupon?.coupon_id)
        : await createOrder(listing.listing_id, coupon?.coupon_id)
      created.current = made
      setOrder(made)
    } catch (error) {
      setProblem(errorText(error, '下单失败，请稍后重试'))
    } finally {
      busy.current = false
      setCreating(false)
    }
  }

  const openOrder = (orderId: string) => { void Taro.navigateTo({ url: `/pages/order/detail/index?id=${orderId}` }); onClose() }

  if (order) {
    return (
      <BottomSheet title='支付订单' onClose={() => openOrder(order.order_id)}>
        <PayPanel order={order} onPaid={() => openOrder(order.order_id)} onLater={() => openOrder(order.order_id)} />
      </BottomSheet>
    )
  }

  const wear = shortWearName(listing.exterior ?? item.exterior)
  return (
    <BottomSheet title={mode === 'rent' ? '确认租赁' : '确认订单'} onClose={onClose} className='buy-sheet'>
      <View className='buy-sheet__item'>
        <ItemImage className='buy-sheet__image' src={item.image} name={item.name} accent={item.rarity_color} />
        <View className='buy-sheet__item-main'>
          <Text className='buy-sheet__name'>{item.name}</Text>
          <Text className='buy-sheet__meta'>
            {[wear, listing.wear ? `磨损 ${wearText(listing.wear)}` : '', listing.seller.nickname].filter(Boolean).join(' · ')}
          </Text>
        </View>
      </View>

      {mode === 'rent' && (
        <View className='buy-sheet__section'>
          <Text className='buy-sheet__section-title'>租赁天数</Text>
          <View className='buy-sheet__days'>
            {RENT_DAYS.map((option) => (
              <Text key={option} className={`buy-sheet__day ${days === option ? 'is-active' : ''}`} onClick={() => setDays(option)}>{option} 天</Text>
            ))}
          </View>
        </View>
      )}

      <View className='buy-sheet__lines'>
        {mode === 'rent'
          ? <Line label={`租金（¥${listing.rent_daily ?? '--'}/天 × ${days} 天）`} value={amounts.price} />
          : <Line label='商品价格' value={amounts.price} />}
        {mode === 'rent' && <Line label='押金（归还后退回余额）' value={amounts.deposit} />}
        <View className='buy-sheet__line'>
          <Text className='buy-sheet__label'>手续费</Text>
          <Text className='buy-sheet__note'>由卖家承担</Text>
        </View>
        <View className='buy-sheet__line'>
          <Text className='buy-sheet__label'>优惠券</Text>
          {coupon
            ? <Text className='buy-sheet__discount'>-¥{amounts.discount}</Text>
            : <Text className='buy-sheet__note'>{coupons.some((c) => c.usable) ? '不使用' : '暂无可用'}</Text>}
        </View>
        {coupons.length > 0 && (
          <View className='buy-sheet__coupons'>
            {coupons.map((candidate) => (
              <View key={candidate.coupon_id}
                className={`buy-sheet__coupon ${candidate.usable ? '' : 'is-disabled'} ${candidate.coupon_id === coupon?.coupon_id ? 'is-active' : ''}`}
                onClick={() => { if (candidate.usable) setCouponId(candidate.coupon_id === couponId ? null : candidate.coupon_id) }}>
                <Text className='buy-sheet__coupon-value'>¥{candidate.discount}</Text>
                <Text className='buy-sheet__coupon-name'>{candidate.name}</Text>
                <Text className='buy-sheet__coupon-rule'>{candidate.usable ? `满 ¥${candidate.min_amount} 可用` : '本单不可用'}</Text>
              </View>
            ))}
          </View>
        )}
      </View>

      <Notice text={problem} />
      <View className='buy-sheet__foot'>
        <View className='buy-sheet__total'>
          <Text className='buy-sheet__total-label'>实付</Text>
          <PriceTag value={amounts.payAmount} size='large' />
        </View>
        <Button className='buy-sheet__submit' disabled={creating || undefined} onClick={() => { void submit() }}>
          {creating ? '提交中…' : mode === 'rent' ? '确认租赁' : '提交订单'}
        </Button>
      </View>
    </BottomSheet>
  )
}

function Line ({ label, value }: { label: string, value: string }) {
  return (
    <View className='buy-sheet__line'>
      <Text className='buy-sheet__label'>{label}</Text>
      <PriceTag value={value} size='small' className='buy-sheet__value' />
    </View>
  )
}
