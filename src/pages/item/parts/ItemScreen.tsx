import { View, Text, Button } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import Taro, { useRouter } from '@tarojs/taro'
import { useState, type ReactNode } from 'react'
import type { ItemDetail, Listing, ListingSort } from '../../../../types/api'
import BuySheet from '@/features/BuySheet'
import PriceChart from '@/components/PriceChart'
import ListState from '@/components/ListState'
import Result from '@/components/Result'
import { compareWire } from '@/lib/moneyText'
import ItemHero from './ItemHero'
import ListingRows from './ListingRows'
import SalesRows from './SalesRows'
import BuyOrderRows from './BuyOrderRows'
import ListingSortBar from './ListingSortBar'
import { useItemDetail } from './useItemDetail'
import { useFavorite } from './useFavorite'
import './item.scss'
import './itemMarket.scss'

type Tab = 'sale' | 'want' | 'rent' | 'history'
const TABS: { key: Tab, label: string }[] = [
  { key: 'sale', label: '在售' }, { key: 'want', label: '求购' }, { key: 'rent', label: '租赁' }, { key: 'history', label: '成交记录' }
]

/** Both item layouts over the same parts: 'classic' stacks the sections, 'tabs' puts them under tabs. */
export default function ItemScreen ({ layout }: { layout: 'classic' | 'tabs' }) {
  const router = useRouter()
  const [listingSort, setListingSort] = useState<ListingSort>('price_asc')
  const { item, loading, error, reload } = useItemDetail(router.params.id, listingSort)
  const favorite = useFavorite(Number(router.params.id))
  const [sheet, setSheet] = useState<{ listing: Listing, mode: 'buy' | 'rent' } | null>(null)
  const [tab, setTab] = useState<Tab>('sale')

  if (loading) return <View className='item-page'><ListState loading error='' count={0} hasMore={false} /></View>
  if (error || !item) {
    const toShop = { text: '返回商城', plain: Boolean(router.params.id), onClick: () => { void Taro.switchTab({ url: '/pages/market/home/index' }) } }
    return (
      <View className='item-page item-page--state'>
        <Result tone='error' title={error || '饰品不存在'} actions={router.params.id ? [{ text: '重试', onClick: reload }, toShop] : [toShop]} />
      </View>
    )
  }

  const buy = (listing: Listing) => setSheet({ listing, mode: 'buy' })
  const rent = (listing: Listing) => setSheet({ listing, mode: 'rent' })
  const rentable = item.listings.filter((listing) => listing.rentable)
  // the buy button takes the cheapest listing whatever order the list is in
  const cheapest = item.listings.reduce<Listing | undefined>(
    (best, listing) => (!best || compareWire(listing.price, best.price) < 0 ? listing : best),
    undefined
  )
  const cheapestRent = rentable[0]
  const sections = {
    sale: (
      <Section title={`在售 · ${item.on_sale_count}`}>
        <ListingSortBar sort={listingSort} hasWear={item.exterior !== null} onSort={setListingSort} />
        <ListingRows listings={item.listings} onBuy={buy} onRent={rent} />
      </Section>),
    want: <WantSection item={item} />,
    rent: <Section title={`可租赁 · ${rentable.length}`}><ListingRows listings={rentable} onBuy={buy} onRent={rent} rentView emptyText='暂无可租赁' /></Section>,
    history: <Section title='最近成交'><SalesRows sales={item.recent_sales} /></Section>
  }

  return (
    <View className='item-page'>
      <ItemHero item={item} />
      <Section title='价格走势'>
        <PriceChart history={item.price_history} />
        <Text
          {...tappable()}
          className='item-page__alert'
          onClick={() => { void Taro.navigateTo({ url: `/pages/fluctuation/setting/index?item_id=${item.item_id}` }) }}
        >设置提醒 · 涨到或跌到时站内信通知我</Text>
      </Section>
      {layout === 'classic'
        ? <>{sections.sale}{sections.want}{sections.history}</>
        : (
          <>
            <View className='item-tabs'>
              {TABS.map((entry) => (
                <Text {...tappable()} key={entry.key} className={`item-tabs__tab ${tab === entry.key ? 'is-active' : ''}`} onClick={() => setTab(entry.key)}>
                  {entry.label}
                </Text>
              ))}
            </View>
            {sections[tab]}
          </>)}
      {item.description && <Section title='饰品说明'><Text className='item-page__desc'>{item.description}</Text></Section>}

      <View className='item-bar'>
        <View {...tappable()} className={`item-bar__link item-bar__fav ${favorite.favorited ? 'is-on' : ''}`} onClick={favorite.toggle}>
          <Text className='item-bar__icon'>{favorite.favorited ? '★' : '☆'}</Text><Text className='item-bar__link-text'>
            {favorite.favorited ? '已收藏' : '收藏'}
          </Text>
        </View>
        <View {...tappable()} className='item-bar__link' onClick={() => { void Taro.navigateTo({ url: `/pages/target/index?item_id=${item.item_id}` }) }}>
          <Text className='item-bar__icon'>求</Text><Text className='item-bar__link-text'>求购</Text>
        </View>
        <Button
          {...tappable({ disabled: (!cheapestRent) })}
          className={`item-bar__btn item-bar__btn--ghost ${cheapestRent ? '' : 'is-disabled'}`}
          disabled={(!cheapestRent) || undefined}
          onClick={() => cheapestRent && rent(cheapestRent)}
        >
          {cheapestRent ? '租赁' : '暂无租赁'}
        </Button>
        <Button {...tappable({ disabled: (!cheapest) })}
          className={`item-bar__btn ${cheapest ? '' : 'is-disabled'}`} disabled={(!cheapest) || undefined} onClick={() => cheapest && buy(cheapest)}>
          {cheapest ? '立即购买' : '暂无在售'}
        </Button>
      </View>
      {sheet && <BuySheet item={item} listing={sheet.listing} mode={sheet.mode} onClose={() => setSheet(null)} />}
    </View>
  )
}

function Section ({ title, children }: { title: string, children: ReactNode }) {
  return (
    <View className='item-section'>
      <Text className='item-section__title'>{title}</Text>
      {children}
    </View>
  )
}

function WantSection ({ item }: { item: ItemDetail }) {
  return (
    <Section title='求购'>
      <BuyOrderRows item={item} />
      <View className='item-want'>
        <Text className='item-want__text'>当前最低在售 ¥{item.min_price}。发布求购，卖家按你的出价出售时自动成交，求购金额会先冻结在余额中。</Text>
        <Button {...tappable()}
          className='item-want__btn' onClick={() => { void Taro.navigateTo({ url: `/pages/target/index?item_id=${item.item_id}` }) }}>发布求购</Button>
      </View>
    </Section>
  )
}
