import { observer } from 'mobx-react-lite'
import { EMPTY_FILTER, isFiltered, type MarketFilterValue } from './options'
import Notice from '../Notice'

interface ClearFiltersProps {
  /** the list's state (the market store, passed in) */
  store: { list: readonly unknown[], loading: boolean, hasMore: boolean, errMsg: string }
  filter: MarketFilterValue
  onChange: (value: MarketFilterValue) => void
}

/** Over a filtered list that came back empty, so the way out is one tap: one tap drops every filter; the sort stays. */
function ClearFilters ({ store, filter, onChange }: ClearFiltersProps) {
  if (!isFiltered(filter) || store.list.length > 0 || store.loading || store.hasMore || store.errMsg) return null
  return <Notice tone='info' text='当前筛选条件下没有饰品' action={{ text: '清空筛选', onClick: () => onChange({ ...EMPTY_FILTER, sort: filter.sort }) }} />
}

export default observer(ClearFilters)
