import { View, Text, Input } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { useEffect, useMemo, useState } from 'react'
import type { HotWord, KeywordSuggestion } from '../../../../types/api'
import { useStores } from '@/stores/context'
import { MarketStore } from '@/stores/market'
import { hotWords, suggest } from '@/services/market'
import { debounce } from '@/lib/debounce'
import ItemGrid from '@/components/ItemGrid'
import MarketFilter, { EMPTY_FILTER, filterQuery, type MarketFilterValue } from '@/components/MarketFilter'
import { clearRecent, readRecent, rememberSearch } from './recent'
import './index.scss'
import { onValue } from '@/components/inputValue'

/** Search: hot words, debounced suggestions, recent searches on this device, results with the shop's filters. */
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

  useEffect(() => {
    hotWords(appid).then(setHot).catch(() => setHot([]))
  }, [appid])

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
        <Text className='search__go' onClick={() => (text.trim() ? search(text) : Taro.navigateBack().catch(() => undefined))}>{text.trim() ? '搜索' : '取消'}</Text>
      </View>

      {typing && (
        <View className='search__suggestions'>
          {suggestions.map((entry) => (
            <View key={entry.item_id} className='search__suggestion' onClick={() => search(entry.name)}>
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
          <View className='search__list'>
            <ItemGrid store={results} query={query} emptyText={`没有找到“${keyword}”相关的饰品`} />
          </View>
        </View>
      )}
    </View>
  )
}

export default observer(SearchPage)
