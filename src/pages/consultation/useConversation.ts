import { useRef, useState } from 'react'
import type { ConsultMessage } from '../../../types/api'
import { problemText } from '@/lib/navigation'
import { consultHistory, sendConsult } from '@/services/news'

/** The longest message the server takes (server/README.md "News and consultation"). */
export const CONSULT_MAX = 500
const newKey = () => `cs_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`

/** 在线客服's conversation: the newest page, older pages on demand, sending (one key per text until it is stored). */
export function useConversation () {
  const [messages, setMessages] = useState<ConsultMessage[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const [hasMore, setHasMore] = useState(false)
  const [sending, setSending] = useState(false)
  const [sendError, setSendError] = useState('')
  // a retry of the same text after a lost answer reuses the key, so the server keeps it once
  const key = useRef({ text: '', value: newKey() })

  const load = (beforeId?: number) => {
    setLoading(true)
    consultHistory(beforeId)
      .then((page) => {
        setMessages((now) => (beforeId ? [...page.list, ...now] : page.list))
        setHasMore(page.has_more)
        setError('')
      })
      .catch((failure: unknown) => setError(problemText(failure, '加载失败，请稍后重试')))
      .finally(() => setLoading(false))
  }

  /** Sends; resolves true when stored (the caller clears its input). */
  const send = async (text: string, orderId?: string): Promise<boolean> => {
    const content = text.trim()
    if (!content) { setSendError('请输入咨询内容'); return false }
    if (content.length > CONSULT_MAX) { setSendError(`最多 ${CONSULT_MAX} 个字`); return false }
    const identity = `${content}\n${orderId ?? ''}`
    if (key.current.text !== identity) key.current = { text: identity, value: newKey() }
    setSending(true)
    setSendError('')
    try {
      const sent = await sendConsult(content, key.current.value, orderId)
      setMessages((now) => [...now.filter((m) => m.message_id !== sent.asked.message_id && m.message_id !== sent.reply.message_id), sent.asked, sent.reply])
      key.current = { text: '', value: newKey() }
      return true
    } catch (failure) {
      setSendError(problemText(failure, '发送失败，请重试'))
      return false
    } finally {
      setSending(false)
    }
  }

  return { messages, loading, error, hasMore, sending, sendError, load, more: () => { if (messages.length) load(messages[0].message_id) }, send }
}
