import { View, Text } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import { useState } from 'react'
import { SORTS, EMPTY_FILTER, gameFilters, priceLabel, priceRangeProblem, wearLabel, type MarketFilterValue } from './options'
import { wearRangeProblem } from '@/lib/wear'
import RangeInputs from './RangeInputs'
import './index.scss'

export { EMPTY_FILTER, filterQuery, isFiltered, linkedFilter, priceRangeProblem, shopLink, type MarketFilterValue } from './options'
export { default as ClearFilters } from './ClearFilters'

type Panel = 'category' | 'rarity' | 'quality' | 'exterior' | 'price' | 'sort' | null

interface MarketFilterProps {
  appid: number
  value: MarketFilterValue
  onChange: (value: MarketFilterValue) => void
}

const LABEL: Record<Exclude<Panel, null | 'sort'>, string> = { category: '分类', rarity: '稀有度', quality: '品质', exterior: '外观', price: '价格' }

/**
 * The shop's filters (category, rarity, quality, exterior and wear range, price range) and sorts, shared by shop and search.
 * The bar stays above the open panel's mask, so another tab opens with one tap, not two.
 */
export default function MarketFilter ({ appid, value, onChange }: MarketFilterProps) {
  const [open, setOpen] = useState<Panel>(null)
  const [price, setPrice] = useState({ min: value.minPrice, max: value.maxPrice })
  const [priceError, setPriceError] = useState('')
  const [wear, setWear] = useState({ min: value.minWear, max: value.maxWear })
  const [wearError, setWearError] = useState('')
  const options = gameFilters(appid)
  const keys = (['category', 'rarity', 'quality', 'exterior'] as const).filter((key) => options[key].length > 0)
  const toggle = (panel: Panel) => {
    if (panel === 'price') { setPrice({ min: value.minPrice, max: value.maxPrice }); setPriceError('') }
    if (panel === 'exterior') { setWear({ min: value.minWear, max: value.maxWear }); setWearError('') }
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
  const applyWear = () => {
    const problem = wearRangeProblem(wear.min, wear.max, true)
    setWearError(problem)
    if (problem) return
    onChange({ ...value, minWear: wear.min.trim(), maxWear: wear.max.trim() })
    setOpen(null)
  }
  const sortLabel = SORTS.find((sort) => sort.value === value.sort)?.short ?? '热门'
  const priceActive = Boolean(value.minPrice || value.maxPrice)
  const tabText = (key: typeof keys[number]) => key === 'exterior' ? wearLabel(value) : value[key] ? shortLabel(value[key]) : LABEL[key]
  const tabActive = (key: typeof keys[number]) => Boolean(value[key] || (key === 'exterior' && (value.minWear || value.maxWear)))

  return (
    <View className='market-filter'>
      <View className='market-filter__bar'>
        <View {...tappable()} className={`market-filter__tab market-filter__tab--sort ${open === 'sort' ? 'is-open' : ''}`} onClick={() => toggle('sort')}>
          <Text>{sortLabel}</Text><Text className='market-filter__caret'>▾</Text>
        </View>
        {keys.map((key) => (
          <View {...tappable()} key={key} className={`market-filter__tab ${tabActive(key) ? 'is-active' : ''} ${open === key ? 'is-open' : ''}`}
            onClick={() => toggle(key)}>
            <Text className='market-filter__tab-text'>{tabText(key)}</Text><Text className='market-filter__caret'>▾</Text>
          </View>
        ))}
        <View
          {...tappable()}
          className={`market-filter__tab market-filter__tab--price ${priceActive ? 'is-active' : ''} ${open === 'price' ? 'is-open' : ''}`}
          onClick={() => toggle('price')}
        >
          <Text className='market-filter__tab-text'>{priceLabel(value)}</Text><Text className='market-filter__caret'>▾</Text>
        </View>
      </View>
      {open && (
        <View className='market-filter__panel'>
          {open === 'sort' && (
            <View className='market-filter__options'>
              {SORTS.map((sort) => (
                <Text {...tappable()} key={sort.value} className={`market-filter__option ${value.sort === sort.value ? 'is-active' : ''}`}
                  onClick={() => { onChange({ ...value, sort: sort.value }); setOpen(null) }}>{sort.label}</Text>
              ))}
            </View>
          )}
          {open !== 'sort' && open !== 'price' && (
            <View className='market-filter__options'>
              <Text
                {...tappable()}
                className={`market-filter__option ${value[open] ? '' : 'is-active'}`}
                onClick={() => { onChange({ ...value, [open]: '' }); setOpen(null) }}
              >不限</Text>
              {options[open].map((option) => (
                <Text
                  {...tappable()}
                  key={option}
                  className={`market-filter__option ${value[open] === option ? 'is-active' : ''}`}
                  onClick={() => choose(open, option)}
                >
                  {option}
                </Text>
              ))}
            </View>
          )}
          {open === 'exterior' && (
            <RangeInputs title='磨损区间（0-1）' type='digit' placeholders={['最低磨损', '最高磨损']} value={wear} error={wearError} onInput={setWear}
              onReset={() => {
                setWear({ min: '', max: '' });
                setWearError('');
                onChange({ ...value, minWear: '', maxWear: '' });
                setOpen(null)
              }} onApply={applyWear} />
          )}
          {open === 'price' && (
            <RangeInputs title='价格区间（元）' type='digit' placeholders={['最低价', '最高价']} value={price} error={priceError} onInput={setPrice}
              onReset={() => {
                setPrice({ min: '', max: '' });
                setPriceError('');
                onChange({ ...value, minPrice: '', maxPrice: '' });
                setOpen(null)
              }} onApply={applyPrice} />
          )}
        </View>
      )}
      {open && <View {...tappable({ label: '关闭筛选' })} className='market-filter__mask' onClick={() => setOpen(null)} />}
    </View>
  )
}

function shortLabel (text: string): string {
  return text.length > 4 ? `${text.slice(0, 4)}…` : text
}

export { EMPTY_FILTER as DEFAULT_MARKET_FILTER }
