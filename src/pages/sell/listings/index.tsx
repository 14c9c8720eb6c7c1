import { View, Text, Input, Button } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import Taro from '@tarojs/taro'
import { useRef, useState } from 'react'
import type { MyListing, PriceChangeResult } from '../../../../types/api'
import { changePrice, delist, myListings, type PriceRule } from '@/services/selling'
import { errorText } from '@/lib/errorText'
import ItemImage from '@/components/ItemImage'
import ListState from '@/components/ListState'
import BottomSheet from '@/components/BottomSheet'
import LoginPrompt from '@/components/OrderParts/LoginPrompt'
import { hasToken } from '@/lib/session'
import { useOnShow } from '@/components/useOnShow'
import { onValue } from '@/components/inputValue'
import { shortWearName, wearText } from '@/lib/wear'
import { checkListingPrice } from '@/lib/priceRules'
import { INVENTORY_URL, LISTINGS_URL, sellOrderUrl } from '@/components/SellParts/links'
import '@/components/SellParts/index.scss'
import '@/components/SellParts/sellSheet.scss'
import { showDialog } from '@/lib/dialog'
import Notice from '@/components/Notice'

const RULE_NAMES: Record<PriceRule, string> = { match_lowest: '一键跟价', undercut: '比最低价低 0.01' }

/** 我的在售: live listings with 到手, the current lowest, views; change price (one or a batch by a rule), delist. */
export default function MyListingsScreen () {
  const [loggedIn, setLoggedIn] = useState(hasToken)
  const [list, setList] = useState<MyListing[]>([])
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const [picking, setPicking] = useState(false)
  const [picked, setPicked] = useState<number[]>([])
  const [editing, setEditing] = useState<MyListing | null>(null)
  const [price, setPrice] = useState('')
  const [problem, setProblem] = useState('')
  const busy = useRef(false)

  const load = async () => {
    setLoading(true)
    try {
      const page = await myListings()
      setList(page.list)
      setPicked((current) => current.filter((id) => page.list.some((entry) => entry.listing_id === id && entry.status === 'on_sale')))
      setError('')
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setLoading(false)
    }
  }
  useOnShow(() => {
    const now = hasToken()
    setLoggedIn(now)
    if (now) void load()
  })

  /** Runs one write; a refusal (e.g. 4009 bought meanwhile) is shown and the list reloads to show what is true now. */
  const write = async (run: () => Promise<void>, fallback: string) => {
    if (busy.current) return
    busy.current = true
    try {
      await run()
    } catch (failure) {
      void showDialog({ title: '操作未完成', content: errorText(failure, fallback), showCancel: false, confirmText: '知道了' })
    } finally {
      busy.current = false
      await load()
    }
  }

  const saveOne = () => {
    if (!editing) return
    const found = checkListingPrice(price)
    setProblem(found ?? '')
    if (found) return
    const target = editing
    void write(async () => {
      try {
        const answer = await changePrice({ listingId: target.listing_id, price: price.trim() })
        setEditing(null)
        void Taro.showToast({ title: answer.filled > 0 ? '已改价，并已成交给求购' : '改价成功', icon: 'none', duration: 1500 })
      } catch (failure) {
        setProblem(errorText(failure, '改价失败，请稍后重试'))
      }
    }, '改价失败')
  }

  const applyRule = (rule: PriceRule) => {
    if (picked.length === 0) {
      void Taro.showToast({ title: '请先选择在售饰品', icon: 'none', duration: 1500 })
      return
    }
    void write(async () => {
      const answer = await changePrice({ listingIds: picked, rule })
      setPicking(false)
      setPicked([])
      showResult(answer, rule)
    }, '改价失败')
  }

  const remove = async (ids: number[]) => {
    const answer = await showDialog({
      title: '下架',
      content: ids.length > 1 ? `确定下架选中的 ${ids.length} 件饰品？` : '确定下架该饰品？下架后可在库存中重新上架。',
      cancelText: '再想想',
      confirmText: '下架'
    })
    if (!answer.confirm) return
    void write(async () => {
      await delist(ids)
      setPicked([])
      setPicking(false)
      void Taro.showToast({ title: '已下架', icon: 'success', duration: 1500 })
    }, '下架失败')
  }

  const togglePick = (entry: MyListing) => {
    if (entry.status !== 'on_sale') return
    setPicked((current) => current.includes(entry.listing_id) ? current.filter((id) => id !== entry.listing_id) : [...current, entry.listing_id])
  }

  if (!loggedIn) return <View className='sell'><LoginPrompt title='我的在售' text='登录后管理在售饰品' returnTo={LISTINGS_URL} /></View>

  return (
    <View className={`sell${picking ? ' sell--with-bar' : ''}`}>
      <View className='sell-tabs'>
        <Text className='sell__title sell-listings__title'>在售 {list.length} 件</Text>
        {list.length > 0 && <Button {...tappable()}
          className='sell-tabs__refresh' onClick={() => { setPicking(!picking); setPicked([]) }}>{picking ? '完成' : '批量管理'}</Button>}
      </View>
      {list.map((entry) => {
        const onSale = entry.status === 'on_sale'
        return (
          <View key={entry.listing_id} className='sell-card listing-card'>
            <View className='sell-card__head'>
              {picking
                && <Text {...tappable()} className={`sell-card__check${picked.includes(entry.listing_id) ? ' is-on' : ''}`} onClick={() => togglePick(entry)}>
                  {onSale ? (picked.includes(entry.listing_id) ? '●' : '○') : ''}
                </Text>}
              <ItemImage className='sell-card__image' src={entry.item.image} name={entry.item.name} accent={entry.item.rarity_color} />
              <View className='sell-card__main'>
                <Text className='sell-card__name'>{entry.item.name}</Text>
                <Text className='sell-card__meta'>
                  {[shortWearName(entry.item.exterior), entry.wear ? `磨损 ${wearText(entry.wear)}` : ''].filter(Boolean).join(' · ') || entry.item.rarity}
                </Text>
                <Text className='sell-card__meta'>售价 ¥{entry.price} · 到手 ¥{entry.receive}{entry.rentable ? ` · 日租 ¥${entry.rent_daily ?? ''}` : ''}</Text>
              </View>
            </View>
            <View className='sell-card__row'>
              <Text className={`sell-card__lowest${entry.is_lowest ? ' is-mine' : ''}`}>
                {entry.lowest_price ? `当前最低 ¥${entry.lowest_price}${entry.is_lowest ? '（我的最低）' : ''}` : '当前无其他在售'} · 浏览 {entry.views}
              </Text>
              <Text className='sell-card__status'>{onSale ? '在售中' : '已被下单'}</Text>
            </View>
            {!onSale && entry.order_id && !picking && (
              <View className='sell-card__actions'>
                <Text className='sell-card__action is-primary' onClick={() => { void Taro.navigateTo({ url: sellOrderUrl(entry.order_id!) }) }}>去发货</Text>
              </View>
            )}
            {onSale && !picking && (
              <View className='sell-card__actions'>
                <Text {...tappable()} className='sell-card__action' onClick={() => { setEditing(entry); setPrice(entry.price); setProblem('') }}>改价</Text>
                <Text {...tappable()} className='sell-card__action' onClick={() => { void remove([entry.listing_id]) }}>下架</Text>
              </View>
            )}
          </View>
        )
      })}
      <ListState loading={loading && list.length === 0} error={error} count={list.length} hasMore={false} emptyText='暂无在售饰品'
        emptyAction={{ text: '去库存上架', onClick: () => { void Taro.navigateTo({ url: INVENTORY_URL }) } }} onRetry={() => { void load() }} />

      {picking && (
        <View className='sell-bar'>
          <Text className='sell-bar__info'>已选 {picked.length}</Text>
          <Button {...tappable()} className='sell-bar__ghost' onClick={() => { if (picked.length) void remove(picked) }}>下架</Button>
          <Button {...tappable()} className='sell-bar__ghost' onClick={() => applyRule('undercut')}>{RULE_NAMES.undercut}</Button>
          <Button {...tappable()} className='sell-bar__go sell-bar__go--small' onClick={() => applyRule('match_lowest')}>{RULE_NAMES.match_lowest}</Button>
        </View>
      )}

      {editing && (
        <BottomSheet title='修改售价' onClose={() => setEditing(null)}>
          <View className='sell-sheet'>
            <Text className='sell-sheet__text'>{editing.item.name} · 当前 ¥{editing.price}{editing.lowest_price ? ` · 最低在售 ¥${editing.lowest_price}` : ''}</Text>
            <Input className='sell-sheet__input' type='digit' placeholder='新的售价（元）' value={price} onInput={onValue(setPrice)} />
            <Notice text={problem} />
            <Button {...tappable()} className='sell-sheet__go' onClick={saveOne}>确认改价</Button>
          </View>
        </BottomSheet>
      )}
    </View>
  )
}

/** What a batch rule changed and what it left alone (with the server's reason). */
function showResult (answer: PriceChangeResult, rule: PriceRule): void {
  const lines = [`${RULE_NAMES[rule]}：已改价 ${answer.listings.length} 件`]
  if (answer.filled > 0) lines.push(`其中 ${answer.filled} 件已成交给求购`)
  if (answer.skipped.length > 0) lines.push(`未改 ${answer.skipped.length} 件：${[...new Set(answer.skipped.map((entry) => entry.reason))].join('；')}`)
  void showDialog({ title: '批量改价', content: lines.join('\n'), showCancel: false, confirmText: '知道了' })
}
