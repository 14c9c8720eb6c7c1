import { View, Text, Input } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import type { HotWord, KeywordSuggestion } from '../../../../types/api'
import { useStores } from '@/stores/context'
import { MarketStore } from '@/stores/market'
import { hotWords, suggest } from '@/services/market'
import { debounce } from '@/lib/debounce'
import ItemGrid from '@/features/ItemGrid'
import MarketFilter, { ClearFilters, EMPTY_FILTER, filterQuery, type MarketFilterValue } from '@/components/MarketFilter'
import { onValue } from '@/components/inputValue'
import { clearRecent, readRecent, rememberSearch } from './recent'
import { otherGameCounts, type GameCount } from './elsewhere'
import './index.scss'

const SHOP = '/pages/market/home/index'

/** Back to the shop: one page back, or the shop tab when search was opened first (a shared link, a reload). */
function backToShop (): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack().catch(() => Taro.switchTab({ url: SHOP }))
  else void Taro.switchTab({ url: SHOP })
}

/**
 * Search: hot words, debounced suggestions, recent searches on this device, results with the shop's filters.
 * It searches the shop's game (as BUFF does) and says so, offering another game that has matches with its count.
 */
function SearchPage () {
  const root = useStores()
  const appid = root.config.mainGame.appid
  const { params } = useRouter()
  // results have their own market store, so the shop tab's list stays as it was
  const [results] = useState(() => new MarketStore(root.services.store))
  const [text, setText] = useState(params.keyword ? decodeURIComponent(params.keyword) : '')
  const [keyword, setKeyword] = useState(text)
  const [filter, setFilter] = useState<MarketFilterValue>(EMPTY_FILTER)
  const [recent, setRecent] = useState<string[]>(readRecent)
  const [hot, setHot] = useState<HotWord[]>([])
  const [suggestions, setSuggestions] = useState<KeywordSuggestion[]>([])
  const [elsewhere, setElsewhere] = useState<GameCount[]>([])

  useEffect(() => {
    hotWords(appid).then(setHot).catch(() => setHot([]))
  }, [appid])

  useEffect(() => {
    setElsewhere([])
    if (!keyword) return
    let current = true
    void otherGameCounts(root.config.games, appid, keyword).then((counts) => { if (current) setElsewhere(counts) })
    return () => { current = false }
  }, [root.config.games, appid, keyword])

  const lookUp = useMemo(() => debounce((word: string) => {
    suggest(word, appid).then(setSuggestions).catch(() => setSuggestions([]))
  }), [appid])
  useEffect(() => () => lookUp.cancel(), [lookUp])

  const onType = (value: string) => {
    setText(value)
    if (value.trim() && value.trim() !== keyword) lookUp(value.trim())
    else { lookUp.cancel(); setSuggestions([]) }
    if (!value.trim()) setKeyword('')
  }
  const search = (word: string) => {
    const clean = word.trim()
    if (!clean) return
    lookUp.cancel()
    setSuggestions([])
    setText(clean)
    setKeyword(clean)
    setRecent(rememberSearch(clean))
  }

  // a suggestion names one item: open it, and keep what was typed among the recent searches
  const openSuggestion = (entry: KeywordSuggestion) => {
    setRecent(rememberSearch(text))
    void Taro.navigateTo({ url: `/pages/item/index?id=${entry.item_id}` })
  }
  const cancel = () => {
    lookUp.cancel()
    setText('')
    setKeyword('')
    backToShop()
  }
  const switchGame = (next: number) => {
    if (!root.config.setMainGame(next)) return
    setFilter(EMPTY_FILTER) // another game has other categories and rarities
  }

  const query = useMemo(() => filterQuery(appid, filter, keyword), [appid, filter, keyword])
  const typing = text.trim() !== '' && text.trim() !== keyword

  return (
    <View className='search'>
      <View className='search__bar'>
        <View className='search__box'>
          <Text className='search__icon'>⌕</Text>
          <Input className='search__input' focus={!keyword} confirmType='search' placeholder={`搜索${root.config.mainGame.zh_name}饰品`}
            value={text} onInput={onValue(onType)} onConfirm={onValue(search)} maxlength={50} />
          {text && <Text className='search__clear' onClick={() => onType('')}>×</Text>}
        </View>
        {typing
          ? <Text className='search__go' onClick={() => search(text)}>搜索</Text>
          : <Text className='search__go' onClick={cancel}>取消</Text>}
      </View>

      {typing && (
        <View className='search__suggestions'>
          {suggestions.map((entry) => (
            <View key={entry.item_id} className='search__suggestion' onClick={() => openSuggestion(entry)}>
              <Text className='search__suggestion-icon'>⌕</Text>
              <Text className='search__suggestion-text'>{entry.name}</Text>
            </View>
          ))}
          {suggestions.length === 0 && <Text className='search__hint'>按“搜索”查找“{text.trim()}”</Text>}
        </View>
      )}

      {!typing && !keyword && (
        <View className='search__home'>
          {recent.length > 0 && (
            <View className='search__group'>
              <View className='search__group-head'>
                <Text className='search__group-title'>最近搜索</Text>
                <Text className='search__group-action' onClick={() => { clearRecent(); setRecent([]) }}>清空</Text>
              </View>
              <View className='search__words'>
                {recent.map((word) => <Text key={word} className='search__word' onClick={() => search(word)}>{word}</Text>)}
              </View>
            </View>
          )}
          <View className='search__group'>
            <View className='search__group-head'><Text className='search__group-title'>热门搜索</Text></View>
            <View className='search__words'>
              {hot.map((entry, index) => (
                <Text key={entry.word} className={`search__word ${index < 3 ? 'search__word--hot' : ''}`} onClick={() => search(entry.word)}>{entry.word}</Text>
              ))}
              {hot.length === 0 && <Text className='search__hint'>暂无热门搜索</Text>}
            </View>
          </View>
        </View>
      )}

      {!typing && keyword && (
        <View className='search__results'>
          <MarketFilter key={appid} appid={appid} value={filter} onChange={setFilter} />
          <ClearFilters store={results} filter={filter} onChange={setFilter} />
          <SearchScope game={root.config.mainGame.zh_name} keyword={keyword} found={results.list.length > 0 || results.loading || results.hasMore}
            elsewhere={elsewhere} onSwitch={switchGame} />
          <View className='search__list'>
            <ItemGrid store={results} query={query} emptyText={`没有找到“${keyword}”相关的饰品`} />
          </View>
        </View>
      )}
    </View>
  )
}

/** Which game was searched, and the other games that have the keyword, with their counts; tapping one searches there. */
function SearchScope ({ game, keyword, found, elsewhere, onSwitch }: {
  game: string,
  keyword: string,
  found: boolean,
  elsewhere: GameCount[],
  onSwitch: (appid: number) => void
}) {
  if (found && elsewhere.length === 0) return null
  return (
    <View className='search__scope'>
      {!found && <Text className='search__scope-text'>{game} 中没有找到「{keyword}」</Text>}
      {elsewhere.map((other) => (
        <Text key={other.appid} className='search__scope-link' onClick={() => onSwitch(other.appid)}>
          {found ? `在 ${other.name} 中还有 ${other.total} 件 →` : `· 在 ${other.name} 中找到 ${other.total} 件 →`}
        </Text>
      ))}
    </View>
  )
}

export default observer(SearchPage)
