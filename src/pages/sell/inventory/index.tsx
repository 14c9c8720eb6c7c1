import { View, Text, Input, Button } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import Taro from '@tarojs/taro'
import { useEffect, useRef, useState } from 'react'
import type { InventoryAsset, InventoryPage } from '../../../../types/api'
import { inventory, refreshInventory } from '@/services/selling'
import { isApiError } from '@/lib/request'
import { errorText } from '@/lib/errorText'
import { gameFilters } from '@/components/MarketFilter/options'
import ListState from '@/components/ListState'
import LoginPrompt from '@/components/OrderParts/LoginPrompt'
import { hasToken } from '@/lib/session'
import { useOnShow } from '@/components/useOnShow'
import { onValue } from '@/components/inputValue'
import AssetRow from '@/components/SellParts/AssetRow'
import { useInspectMarks } from '@/features/useInspectMarks'
import { createUrl } from '@/components/SellParts/links'
import '@/components/SellParts/index.scss'

const GAMES = [{ appid: 730, name: 'CS2' }, { appid: 570, name: 'DOTA2' }]
type FilterKey = 'category' | 'rarity' | 'exterior'
const FILTER_NAMES: Record<FilterKey, string> = { category: '类型', rarity: '品质', exterior: '外观' }
/** Most items a listing batch takes (server/README.md "Listing"). */
const BATCH_MAX = 50

/** 我的库存: the bound Steam account's items, why they cannot be shown or sold, refresh, multi-select → 上架. */
export default function InventoryScreen () {
  const [loggedIn, setLoggedIn] = useState(hasToken)
  const [appid, setAppid] = useState(730)
  const [filter, setFilter] = useState<Record<FilterKey, string>>({ category: '', rarity: '', exterior: '' })
  const [keyword, setKeyword] = useState('')
  const [data, setData] = useState<InventoryPage | null>(null)
  const [loading, setLoading] = useState(false)
  const [error, setError] = useState('')
  const [selected, setSelected] = useState<string[]>([])
  const [open, setOpen] = useState<FilterKey | ''>('')
  const [cooldown, setCooldown] = useState(0)
  const [refreshing, setRefreshing] = useState(false)
  const query = useRef({ appid, filter, keyword })
  query.current = { appid, filter, keyword }

  const load = async () => {
    setLoading(true)
    try {
      const { appid: game, filter: chosen, keyword: typed } = query.current
      const answer = await inventory({ appid: game, ...chosen, keyword: typed.trim() })
      setData(answer)
      setCooldown(answer.cooldown)
      setError('')
      // an item that stopped being tradable (listed elsewhere, sold) leaves the selection
      const tradable = new Set(answer.list.filter((asset) => asset.state === 'tradable').map((asset) => asset.asset_id))
      setSelected((current) => current.filter((id) => tradable.has(id)))
    } catch (failure) {
      setError(errorText(failure))
    } finally {
      setLoading(false)
    }
  }
  const show = () => {
    const now = hasToken()
    setLoggedIn(now)
    if (now) void load()
  }
  useOnShow(show)

  // the refresh cooldown counts down each second while it is shown
  useEffect(() => {
    if (cooldown <= 0) return
    const timer = setTimeout(() => setCooldown((left) => Math.max(0, left - 1)), 1000)
    return () => clearTimeout(timer)
  }, [cooldown])

  const changeGame = (next: number) => {
    if (next === appid) return
    setAppid(next)
    setFilter({ category: '', rarity: '', exterior: '' })
    setOpen('')
    setSelected([])
    query.current = { appid: next, filter: { category: '', rarity: '', exterior: '' }, keyword }
    void load()
  }
  const choose = (key: FilterKey, value: string) => {
    const next = { ...filter, [key]: value }
    setFilter(next)
    setOpen('')
    query.current = { appid, filter: next, keyword }
    void load()
  }

  const refresh = async () => {
    if (refreshing || cooldown > 0) return
    setRefreshing(true)
    try {
      const answer = await refreshInventory()
      setCooldown(answer.cooldown)
      void Taro.showToast({ title: answer.new_items > 0 ? `新增 ${answer.new_items} 件饰品` : '库存已是最新', icon: 'none', duration: 1500 })
      await load()
    } catch (failure) {
      const wait = isApiError(failure) ? (failure.data as { cooldown?: unknown } | null)?.cooldown : undefined
      if (typeof wait === 'number') setCooldown(wait)
      void Taro.showToast({ title: errorText(failure, '刷新失败，请稍后重试'), icon: 'none', duration: 2000 })
    } finally {
      setRefreshing(false)
    }
  }

  const toggle = (asset: InventoryAsset) => {
    if (asset.state !== 'tradable') return
    setSelected((current) => {
      if (current.includes(asset.asset_id)) return current.filter((id) => id !== asset.asset_id)
      if (current.length >= BATCH_MAX) {
        void Taro.showToast({ title: `一次最多上架 ${BATCH_MAX} 件`, icon: 'none', duration: 1500 })
        return current
      }
      return [...current, asset.asset_id]
    })
  }

  const marks = useInspectMarks('asset', (data?.list ?? []).filter((asset) => asset.wear !== null).map((asset) => asset.asset_id))
  if (!loggedIn) return <View className='sell'><LoginPrompt title='我的库存' text='登录后查看 Steam 库存并上架出售' returnTo='/pages/sell/inventory/index' /></View>

  const state = data?.state ?? 'ok'
  const choices = gameFilters(appid)
  const canSell = state === 'ok'
  // not bound or private: nothing to switch, filter or refresh until the banner's step is done
  const hasItems = state === 'ok' || state === 'no_trade_url'
  const list = data?.list ?? []

  return (
    <View className='sell sell--with-bar'>
      {state !== 'ok' && <StateBanner state={state} text={data?.state_text ?? ''} />}

      {hasItems && (
        <>
          {data && (
            <View className='sell-value' data-testid='inventory-value'>
              <Text className='sell-value__label'>库存估值（按最低在售价）</Text>
              <Text className='sell-value__total'>¥{data.total_value}</Text>
              <Text className='sell-value__count'>共 {data.total} 件</Text>
            </View>
          )}
          <View className='sell-tabs'>
            {GAMES.map((game) => (
              <Text
                {...tappable()}
                key={game.appid}
                className={`sell-tabs__tab${game.appid === appid ? ' is-active' : ''}`}
                onClick={() => changeGame(game.appid)}
              >
                {game.name}
              </Text>
            ))}
            <Button {...tappable({ disabled: refreshing || cooldown > 0 })}
              className='sell-tabs__refresh' disabled={refreshing || cooldown > 0 || undefined} onClick={() => { void refresh() }}>
              {refreshing ? '刷新中…' : cooldown > 0 ? `${cooldown} 秒后可刷新` : '从 Steam 刷新'}
            </Button>
          </View>

          <View className='sell-search'>
            <Input
              className='sell-search__input'
              placeholder='搜索饰品名称'
              value={keyword}
              confirmType='search'
              onInput={onValue(setKeyword)}
              onConfirm={() => { void load() }}
            />
            <Text {...tappable()} className='sell-search__go' onClick={() => { void load() }}>搜索</Text>
          </View>

          <View className='sell-filters'>
            {(Object.keys(FILTER_NAMES) as FilterKey[]).filter((key) => choices[key].length > 0).map((key) => (
              <Text
                {...tappable()}
                key={key}
                className={`sell-filters__chip${filter[key] ? ' is-set' : ''}`}
                onClick={() => setOpen(open === key ? '' : key)}
              >{filter[key] || FILTER_NAMES[key]} ▾</Text>
            ))}
          </View>
          {open && (
            <View className='sell-options'>
              {['', ...choices[open]].map((value) => (
                <Text
                  {...tappable()}
                  key={value || 'all'}
                  className={`sell-options__option${filter[open] === value ? ' is-set' : ''}`}
                  onClick={() => choose(open, value)}
                >
                  {value || '全部'}
                </Text>
              ))}
            </View>
          )}
        </>
      )}

      {data?.refreshed_at ? <Text className='sell__note'>共 {data.total} 件 · 已从 Steam 同步</Text> : null}
      {list.map((asset) => (
        <AssetRow
          key={asset.asset_id}
          asset={asset}
          selectable={canSell}
          selected={selected.includes(asset.asset_id)}
          onTap={() => toggle(asset)}
          mark={marks.get(asset.asset_id)}
        />
      ))}
      <ListState
        loading={loading && list.length === 0}
        error={error}
        count={list.length}
        hasMore={false}
        emptyText={state === 'ok' || state === 'no_trade_url' ? '库存里没有符合条件的饰品' : '暂无可显示的库存'}
        onRetry={() => { void load() }}
      />

      {canSell && (
        <View className='sell-bar'>
          <Text className='sell-bar__info'>{`已选 ${selected.length} 件`}</Text>
          <Button
            {...tappable({ disabled: selected.length === 0 })}
            className='sell-bar__go'
            disabled={selected.length === 0 || undefined}
            onClick={() => { void Taro.navigateTo({ url: createUrl(selected) }) }}
          >
            {`上架 (${selected.length})`}
          </Button>
        </View>
      )}
    </View>
  )
}

/** Why the inventory cannot be shown or sold from, and the one step that fixes it. */
function StateBanner ({ state, text }: { state: 'not_bound' | 'private' | 'no_trade_url', text: string }) {
  const step = {
    not_bound: { words: text || '请先绑定 Steam 账号', button: '去绑定', url: '/pages/user/steambind' },
    private: { words: text || 'Steam 库存未公开，请在 Steam 隐私设置中将库存设为公开', button: '查看设置方法', url: '/pages/guidance/steam' },
    no_trade_url: { words: text || '请先设置 Steam 交易链接，设置后才能上架', button: '去设置', url: '/pages/user/setting/steam' }
  }[state]
  return (
    <View className='sell-banner' role='alert'>
      <Text className='sell-banner__text'>{step.words}</Text>
      <Button {...tappable()} className='sell-banner__go' onClick={() => { void Taro.navigateTo({ url: step.url }) }}>{step.button}</Button>
    </View>
  )
}
