import { View, Text, Button } from '@tarojs/components'
import PageBackToTop from '../BackToTop/PageBackToTop'
import './index.scss'

interface ListStateProps {
  loading: boolean
  /** the error to show; '' when none */
  error: string
  /** how many rows are shown already */
  count: number
  hasMore: boolean
  emptyText?: string
  /** what the user can do about an empty list (e.g. 去商城逛逛): a button under the empty text */
  emptyAction?: { text: string, onClick: () => void }
  onRetry?: () => void
}

/**
 * The one list-state footer (STYLE.md): loading, error with retry, empty, end of list, and
 * the back-to-top button of a list that scrolls with its page (issue 11).
 * Rows render above it; it renders only the state.
 */
export default function ListState (props: ListStateProps) {
  return <><PageBackToTop /><ListStateText {...props} /></>
}

function ListStateText ({ loading, error, count, hasMore, emptyText = '暂无数据', emptyAction, onRetry }: ListStateProps) {
  if (error) {
    return (
      <View className='list-state list-state--error' role='alert'>
        <Text className='list-state__text'>{error}</Text>
        {onRetry && <Button className='list-state__retry' size='mini' onClick={onRetry}>重试</Button>}
      </View>
    )
  }
  if (loading) return <View className='list-state'><Text className='list-state__text'>加载中…</Text></View>
  if (count === 0) {
    return (
      <View className='list-state list-state--empty'>
        <Text className='list-state__text'>{emptyText}</Text>
        {emptyAction && <Button className='list-state__action' size='mini' onClick={emptyAction.onClick}>{emptyAction.text}</Button>}
      </View>
    )
  }
  if (!hasMore) return <View className='list-state'><Text className='list-state__text'>没有更多了</Text></View>
  return null
}
