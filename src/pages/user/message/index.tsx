import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { runInAction } from 'mobx'
import ListState from '@/components/ListState'
import { useStores } from '@/stores/context'
import { accountSummary } from '@/services/account'
import { markMessagesRead } from '@/services/accountSettings'
import { formatTime } from '@/lib/beijingTime'
import { openRoute, problemText, toast } from '@/lib/navigation'
import { safeRedirect } from '@/lib/redirect'
import './index.scss'
import { useOnShow } from '@/components/useOnShow'
import LoginGate from '@/components/LoginGate'
import type { Message } from '../../../../types/api'

/** The way on a message offers: a sale waiting for the seller's offer says 去发货 (the server's two delivery titles). */
function linkText (m: Message): string {
  if (m.link?.startsWith('/pages/sell/order/') && /请发货|提醒您发货/.test(m.title)) return '去发货 ›'
  return m.link?.startsWith('/pages/item/') ? '查看饰品 ›' : '查看订单 ›'
}

/** /pages/user/message/index: messages (page 1 replaces, later pages append), read state; a message about an order opens it (known routes only). */
function MessagesPage () {
  const { user } = useStores()
  const [loading, setLoading] = useState(false)
  const [open, setOpen] = useState<number | null>(null)
  // unread across every page, not only the loaded ones
  const [unreadTotal, setUnreadTotal] = useState<number | null>(null)

  const load = async (page: number) => {
    if (loading) return
    setLoading(true)
    await user.loadMessages(page)
    setLoading(false)
  }
  useOnShow(() => {
    void load(1)
    accountSummary().then((summary) => setUnreadTotal(summary.unread_messages)).catch(() => undefined)
  })
  usePullDownRefresh(() => { void load(1).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { if (user.messagesHaveMore && !user.errMsg) void load(user.messagePage + 1) })

  const markRead = (id?: number) => {
    setUnreadTotal((now) => (now === null ? null : id === undefined ? 0 : Math.max(0, now - 1)))
    runInAction(() => { user.messages = user.messages.map((m) => (id === undefined || m.message_id === id ? { ...m, is_read: true } : m)) })
    markMessagesRead(id).then(() => { if (id === undefined) toast('已全部标为已读') }).catch((e: unknown) => toast(problemText(e)))
  }
  const unread = unreadTotal ?? user.messages.filter((m) => !m.is_read).length

  return (
    <View className='message-page'>
      <View className='message-page__bar'>
        <Text className='message-page__count'>{unread > 0 ? `${unread} 条未读` : '全部已读'}</Text>
        {unread > 0 && <Text className='message-page__all' onClick={() => markRead()}>全部已读</Text>}
      </View>
      {user.messages.map((m) => (
        <View
          key={m.message_id}
          className={`message-row${m.is_read ? '' : ' message-row--unread'}`}
          onClick={() => { setOpen(open === m.message_id ? null : m.message_id); if (!m.is_read) markRead(m.message_id) }}
        >
          <View className='message-row__head'>
            {!m.is_read && <View className='message-row__dot' />}
            <Text className='message-row__title'>{m.title}</Text>
            <Text className='message-row__time'>{formatTime(m.created_at)}</Text>
          </View>
          <Text className={`message-row__content${open === m.message_id ? ' message-row__content--open' : ''}`}>{m.content}</Text>
          {m.link
            && <Text
              className='message-row__link'
              onClick={(event) => { event.stopPropagation(); if (!m.is_read) markRead(m.message_id); void openRoute(safeRedirect(m.link)) }}
            >
              {linkText(m)}
            </Text>}
        </View>
      ))}
      <ListState
        loading={loading}
        error={user.errMsg}
        count={user.messages.length}
        hasMore={user.messagesHaveMore}
        emptyText='暂无消息'
        onRetry={() => void load(user.messagePage + 1 || 1)}
      />
      {user.messagesHaveMore && !loading && !user.errMsg && user.messages.length > 0 && (
        <Text className='message-page__more' onClick={() => void load(user.messagePage + 1)}>加载更多</Text>
      )}
    </View>
  )
}

const Screen = observer(MessagesPage)

export default function Page () {
  return <LoginGate back='/pages/user/message/index' what='消息'><Screen /></LoginGate>
}
