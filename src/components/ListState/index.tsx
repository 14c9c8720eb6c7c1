import { View, Text } from '@tarojs/components'
import PageBackToTop from '../BackToTop/PageBackToTop'
import Empty from '../Empty'
import Notice from '../Notice'
import Result from '../Result'
import type { IconName } from '../LineIcon/paths'
import './index.scss'

interface ListStateProps {
  loading: boolean
  /** the error to show; '' when none */
  error: string
  /** how many rows are shown already */
  count: number
  hasMore: boolean
  emptyText?: string
  /** why the list is empty or what fills it, under the empty text */
  emptyNote?: string
  emptyIcon?: IconName
  /** what the user can do about an empty list (e.g. 去商城逛逛): a button under the empty text */
  emptyAction?: { text: string, onClick: () => void }
  onRetry?: () => void
}

/**
 * The one list-state footer (STYLE.md): loading, error with retry, empty, end of list, and
 * the back-to-top button of a list that scrolls with its page.
 * Rows render above it; it renders only the state.
 */
export default function ListState (props: ListStateProps) {
  return <><PageBackToTop /><ListStateText {...props} /></>
}

/** The one loading line, for a list or a whole screen still on its way. */
export function Loading () {
  return <View className='list-state' role='status'><Text className='list-state__text'>加载中…</Text></View>
}

function ListStateText ({ loading, error, count, hasMore, emptyText = '这里还是空的', emptyNote, emptyIcon, emptyAction, onRetry }: ListStateProps) {
  const retry = onRetry && { text: '重试', onClick: onRetry }
  if (error && count > 0) return <Notice text={error} action={retry} />
  if (error) return <Result tone='error' title='加载失败' note={error} actions={retry ? [retry] : []} />
  if (loading) return <Loading />
  if (count === 0) return <Empty text={emptyText} note={emptyNote} icon={emptyIcon} action={emptyAction} />
  if (!hasMore) return <View className='list-state'><Text className='list-state__text'>没有更多了</Text></View>
  return null
}
