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

function ListStateText ({ loading, error, count, hasMore, emptyText = '暂无数据', onRetry }: ListStateProps) {
  if (error) {
    return (
      <View className='list-state list-state--error' role='alert'>
        <Text className='list-state__text'>{error}</Text>
        {onRetry && <Button className='list-state__retry' size='mini' onClick={onRetry}>重试</Button>}
      </View>
    )
  }
  if (loading) return <View className='list-state'><Text className='list-state__text'>加载中…</Text></View>
  if (count === 0) return <View className='list-state list-state--empty'><Text className='list-state__text'>{emptyText}</Text></View>
  if (!hasMore) return <View className='list-state'><Text className='list-state__text'>没有更多了</Text></View>
  return null
}
