import { useEffect, useState } from 'react'
import { View, Text, Textarea } from '@tarojs/components'
import type { ConsultFaq, Order } from '../../../types/api'
import LoginGate from '@/components/LoginGate'
import ListState from '@/components/ListState'
import Notice from '@/components/Notice'
import { consultFaq } from '@/services/news'
import MessageBubble from './MessageBubble'
import OrderPicker from './OrderPicker'
import { CONSULT_MAX, useConversation } from './useConversation'
import './index.scss'

const WELCOME = '您好，我是 C5 客服。充值、提现、订单、账号问题都可以问我，常见问题会即时回复；其他问题人工客服将尽快为您解答。'

/** /pages/consultation/index: 在线客服 — the conversation stored by the server, common questions as chips, ask about an order. */
function Consultation () {
  const talk = useConversation()
  const [faq, setFaq] = useState<ConsultFaq>([])
  const [text, setText] = useState('')
  const [order, setOrder] = useState<Order | null>(null)
  const [picking, setPicking] = useState(false)
  useEffect(() => {
    talk.load()
    consultFaq().then(setFaq).catch(() => setFaq([]))
  }, []) // eslint-disable-line react-hooks/exhaustive-deps -- once on open

  const submit = async (content: string) => {
    if (await talk.send(content, order?.order_id)) { setText(''); setOrder(null) }
  }
  const tooLong = text.trim().length > CONSULT_MAX

  return (
    <View className='consult-page'>
      <View className='consult-page__head'>
        <Text className='consult-page__title'>C5 在线客服</Text>
        <Text className='consult-page__hours'>人工服务 09:00-24:00 · 常见问题即时回复</Text>
      </View>
      <View className='consult-page__list'>
        {talk.hasMore && !talk.loading && <Text className='consult-page__older' onClick={talk.more}>查看更早的消息</Text>}
        {!talk.hasMore && <MessageBubble message={{ sender: 'service', content: WELCOME, order: null, created_at: 0 }} />}
        {!talk.hasMore && faq.length > 0 && (
          <View className='consult-page__faq'>
            <Text className='consult-page__faq-title'>常见问题（点击即问）</Text>
            <View className='consult-page__chips'>
              {faq.map((q) => <Text key={q.key} className='consult-page__chip' onClick={() => { if (!talk.sending) void submit(q.question) }}>
                {q.question}
              </Text>)}
            </View>
          </View>
        )}
        {talk.messages.map((message) => <MessageBubble key={message.message_id} message={message} />)}
        {(talk.loading || talk.error)
          && <ListState loading={talk.loading} error={talk.error} count={talk.messages.length} hasMore={false} onRetry={() => talk.load()} />}
      </View>
      <View className='consult-page__foot'>
        {order && (
          <View className='consult-page__asking'>
            <Text className='consult-page__asking-text'>咨询订单：{order.item.name}（{order.order_id}）</Text>
            <Text className='consult-page__asking-clear' onClick={() => setOrder(null)}>✕</Text>
          </View>
        )}
        <Notice text={talk.sendError || (tooLong ? `最多 ${CONSULT_MAX} 个字` : null)} />
        <View className='consult-page__compose'>
          <Text className='consult-page__pick' onClick={() => setPicking(true)}>订单</Text>
          <Textarea className='consult-page__input' value={text} maxlength={-1} autoHeight placeholder='请描述您的问题' onInput={(e) => setText(e.detail.value)} />
          <Text className={`consult-page__send${!text.trim() || tooLong || talk.sending ? ' consult-page__send--off' : ''}`}
            onClick={() => { if (text.trim() && !tooLong && !talk.sending) void submit(text) }}>{talk.sending ? '发送中' : '发送'}</Text>
        </View>
        <Text className='consult-page__count'>{text.trim().length}/{CONSULT_MAX}</Text>
      </View>
      {picking && <OrderPicker onClose={() => setPicking(false)} onPick={(picked) => { setOrder(picked); setPicking(false) }} />}
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/consultation/index' what='在线客服'><Consultation /></LoginGate>
}
