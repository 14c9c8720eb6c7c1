import { observer } from 'mobx-react-lite'
import type { MarketStore } from '@/stores/market'
import { EMPTY_FILTER, isFiltered, type MarketFilterValue } from './options'
import Notice from '../Notice'

interface ClearFiltersProps {
  store: Pick<MarketStore, 'list' | 'loading' | 'hasMore' | 'errMsg'>
  filter: MarketFilterValue
  onChange: (value: MarketFilterValue) => void
}

/** Over a filtered list that came back empty (issue 11.7): one tap drops every filter; the sort stays. */
function ClearFilters ({ store, filter, onChange }: ClearFiltersProps) {
  if (!isFiltered(filter) || store.list.length > 0 || store.loading || store.hasMore || store.errMsg) return null
  return <Notice tone='info' text='当前筛选条件下没有饰品' action={{ text: '清空筛选', onClick: () => onChange({ ...EMPTY_FILTER, sort: filter.sort }) }} />
}

export default observer(ClearFilters)
