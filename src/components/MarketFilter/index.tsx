import { View, Text, Input, Button } from '@tarojs/components'
import { useState } from 'react'
import { SORTS, EMPTY_FILTER, gameFilters, priceRangeProblem, type MarketFilterValue } from './options'
import './index.scss'
import { onValue } from '@/components/inputValue'

export { EMPTY_FILTER, filterQuery, priceRangeProblem, type MarketFilterValue } from './options'

type Panel = 'category' | 'rarity' | 'quality' | 'exterior' | 'price' | 'sort' | null

interface MarketFilterProps {
  appid: number
  value: MarketFilterValue
  onChange: (value: MarketFilterValue) => void
}

const LABEL: Record<Exclude<Panel, null | 'sort'>, string> = { category: '分类', rarity: '稀有度', quality: '品质', exterior: '外观', price: '价格' }

/** The shop's filters (category, rarity, quality, wear, price range) and sorts, shared by shop and search. */
export default function MarketFilter ({ appid, value, onChange }: MarketFilterProps) {
  const [open, setOpen] = useState<Panel>(null)
  const [price, setPrice] = useState({ min: value.minPrice, max: value.maxPrice })
  const [priceError, setPriceError] = useState('')
  const options = gameFilters(appid)
  const keys = (['category', 'rarity', 'quality', 'exterior'] as const).filter((key) => options[key].length > 0)
  const toggle = (panel: Panel) => {
    if (panel === 'price') { setPrice({ min: value.minPrice, max: value.maxPrice }); setPriceError('') }
    setOpen(open === panel ? null : panel)
  }
  const choose = (key: typeof keys[number], option: string) => {
    onChange({ ...value, [key]: value[key] === option ? '' : option })
    setOpen(null)
  }
  const applyPrice = () => {
    const problem = priceRangeProblem(price.min, price.max)
    setPriceError(problem)
    if (problem) return // keep what was typed so the user can fix it
    onChange({ ...value, minPrice: price.min.trim(), maxPrice: price.max.trim() })
    setOpen(null)
  }
  const sortLabel = SORTS.find((sort) => sort.value === value.sort)?.short ?? '热门'
  const priceActive = Boolean(value.minPrice || value.maxPrice)

  return (
    <View className='market-filter'>
      <View className='market-filter__bar'>
        <View className={`market-filter__tab market-filter__tab--sort ${open === 'sort' ? 'is-open' : ''}`} onClick={() => toggle('sort')}>
          <Text>{sortLabel}</Text><Text className='market-filter__caret'>▾</Text>
        </View>
        {keys.map((key) => (
          <View key={key} className={`market-filter__tab ${value[key] ? 'is-active' : ''} ${open === key ? 'is-open' : ''}`} onClick={() => toggle(key)}>
            <Text className='market-filter__tab-text'>{value[key] ? shortLabel(value[key]) : LABEL[key]}</Text><Text className='market-filter__caret'>▾</Text>
          </View>
        ))}
        <View className={`market-filter__tab ${priceActive ? 'is-active' : ''} ${open === 'price' ? 'is-open' : ''}`} onClick={() => toggle('price')}>
          <Text>价格</Text><Text className='market-filter__caret'>▾</Text>
        </View>
      </View>
      {open && (
        <View className='market-filter__panel'>
          {open === 'sort' && (
            <View className='market-filter__options'>
              {SORTS.map((sort) => (
                <Text key={sort.value} className={`market-filter__option ${value.sort === sort.value ? 'is-active' : ''}`}
                  onClick={() => { onChange({ ...value, sort: sort.value }); setOpen(null) }}>{sort.label}</Text>
              ))}
            </View>
          )}
          {open !== 'sort' && open !== 'price' && (
            <View className='market-filter__options'>
              <Text className={`market-filter__option ${value[open] ? '' : 'is-active'}`} onClick={() => { onChange({ ...value, [open]: '' }); setOpen(null) }}>不限</Text>
              {options[open].map((option) => (
                <Text key={option} className={`market-filter__option ${value[open] === option ? 'is-active' : ''}`} onClick={() => choose(open, option)}>{option}</Text>
              ))}
            </View>
          )}
          {open === 'price' && (
            <View className='market-filter__price'>
              <View className='market-filter__price-row'>
                <Input className='market-filter__input' type='digit' placeholder='最低价' value={price.min}
                  onInput={onValue((min) => setPrice((current) => ({ ...current, min })))} />
                <Text className='market-filter__dash'>—</Text>
                <Input className='market-filter__input' type='digit' placeholder='最高价' value={price.max}
                  onInput={onValue((max) => setPrice((current) => ({ ...current, max })))} />
              </View>
              {priceError && <Text className='market-filter__error' >{priceError}</Text>}
              <View className='market-filter__actions'>
                <Button className='market-filter__reset' onClick={() => { setPrice({ min: '', max: '' }); setPriceError(''); onChange({ ...value, minPrice: '', maxPrice: '' }); setOpen(null) }}>重置</Button>
                <Button className='market-filter__apply' onClick={applyPrice}>确定</Button>
              </View>
            </View>
          )}
        </View>
      )}
      {open && <View className='market-filter__mask' onClick={() => setOpen(null)} />}
    </View>
  )
}

function shortLabel (text: string): string {
  return text.length > 4 ? `${text.slice(0, 4)}…` : text
}

export { EMPTY_FILTER as DEFAULT_MARKET_FILTER }
