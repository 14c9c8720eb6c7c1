import { View, Text, Image } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import { imageAlt } from '@/lib/platform/picture'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useStores } from '@/stores/context'
import ItemGrid from '@/features/ItemGrid'
import MarketFilter, { ClearFilters, EMPTY_FILTER, filterQuery, linkedFilter, type MarketFilterValue } from '@/components/MarketFilter'
import { useOnShow } from '@/components/useOnShow'
import { assetUrl } from '@/lib/format'
import './index.scss'

/** Shop tab: game switcher, search entry, filters and sorts over the virtual item grid. */
function ShopTab () {
  const { config, market } = useStores()
  const appid = config.mainGame.appid
  const [filter, setFilter] = useState<MarketFilterValue>(EMPTY_FILTER)
  const query = useMemo(() => filterQuery(appid, filter), [appid, filter])

  const switchGame = (next: number) => {
    if (next === appid || !config.setMainGame(next)) return
    market.setConfig({ appid: next, name: config.mainGame.zh_name, list: [] })
    setFilter(EMPTY_FILTER) // another game has other categories and rarities
  }

  // a shop link (/pages/market/home/index?appid=730&rarity=受限) opens on its game and rarity, once per link
  const applied = useRef('')
  const applyLink = () => {
    const asked = linkedFilter(Taro.getCurrentInstance().router?.params ?? {})
    const key = asked ? `${asked.appid}:${asked.rarity}` : ''
    if (!asked || key === applied.current) return
    // the games menu may not have arrived yet: try again when it does
    if (asked.appid !== appid && !config.games.some((game) => game.appid === asked.appid)) return
    applied.current = key
    switchGame(asked.appid)
    setFilter({ ...EMPTY_FILTER, rarity: asked.rarity })
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- again when the games menu arrives
  useEffect(applyLink, [config.games])
  useOnShow(applyLink)

  return (
    <View className='shop'>
      <View className='shop__head'>
        <View className='shop__games'>
          {config.games.map((game) => (
            <View {...tappable()} key={game.appid} className={`shop__game ${game.appid === appid ? 'is-active' : ''}`} onClick={() => switchGame(game.appid)}>
              {game.icon && <Image {...imageAlt('')} className='shop__game-icon' src={assetUrl(game.icon)} mode='aspectFill' />}
              <Text>{game.zh_name}</Text>
            </View>
          ))}
        </View>
        <View {...tappable()} className='shop__search' onClick={() => { void Taro.navigateTo({ url: '/pages/market/search/index' }) }}>
          <Text className='shop__search-icon'>⌕</Text>
          <Text className='shop__search-text'>搜索{config.mainGame.zh_name}饰品</Text>
        </View>
      </View>
      <MarketFilter key={appid} appid={appid} value={filter} onChange={setFilter} />
      <ClearFilters store={market} filter={filter} onChange={setFilter} />
      <View className='shop__list'>
        <ItemGrid store={market} query={query} />
      </View>
    </View>
  )
}

export default observer(ShopTab)
