import { useState } from 'react'
import { View, Text, Textarea, Input } from '@tarojs/components'
import type { Ticket, TicketType } from '../../../../types/api'
import FormField, { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import ListState from '@/components/ListState'
import { addTicket, myTickets, ticketTypes } from '@/services/accountSettings'
import { formatTime } from '@/lib/beijingTime'
import { problemText, toast } from '@/lib/navigation'
import './index.scss'
import { useOnShow } from '@/components/useOnShow'
import { checkTicket } from '@/lib/validate'
import LoginGate from '@/components/LoginGate'

/** /pages/user/problem/index: feedback tickets — type, text, contact; my tickets. */
function FeedbackPage () {
  const [types, setTypes] = useState<TicketType[]>([])
  const [tickets, setTickets] = useState<Ticket[]>([])
  const [typeId, setTypeId] = useState<number | null>(null)
  const [content, setContent] = useState('')
  const [contact, setContact] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [loadError, setLoadError] = useState('')
  const [loading, setLoading] = useState(true)
  const [busy, setBusy] = useState(false)

  const load = () => {
    setLoading(true)
    Promise.all([ticketTypes(), myTickets()])
      .then(([t, mine]) => { setTypes(t); setTickets(mine); setLoadError('') })
      .catch((e: unknown) => setLoadError(problemText(e, '加载失败，请稍后重试')))
      .finally(() => setLoading(false))
  }
  useOnShow(load)

  const submit = async () => {
    const text = content.trim()
    const reason = typeId === null ? '请选择问题类型' : checkTicket(content, contact)
    setProblem(reason)
    if (reason) return
    setBusy(true)
    try {
      await addTicket(typeId!, text, contact.trim() || undefined)
      toast('反馈已提交，客服会尽快处理')
      setContent('')
      setContact('')
      setTypeId(null)
      load()
    } catch (error) {
      setProblem(problemText(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='feedback-page'>
      <View className='feedback-page__card'>
        <Text className='feedback-page__title'>问题类型</Text>
        <View className='feedback-page__types'>
          {types.map((t) => (
            <Text key={t.id} className={`feedback-page__type${typeId === t.id ? ' feedback-page__type--on' : ''}`} onClick={() => setTypeId(t.id)}>
              {t.name}
            </Text>
          ))}
        </View>
        <Text className='feedback-page__title'>问题描述</Text>
        <Textarea
          className='feedback-page__text'
          maxlength={1000}
          placeholder='请详细描述你遇到的问题（至少 5 个字），如订单号、出现时间'
          value={content}
          onInput={(e) => setContent(e.detail.value)}
        />
        <Text className='feedback-page__count'>{content.trim().length}/1000</Text>
        <FormField label='联系方式'>
          <Input className='feedback-page__input' maxlength={50} placeholder='选填，QQ / 微信 / 邮箱' value={contact} onInput={(e) => setContact(e.detail.value)} />
        </FormField>
      </View>
      <Notice text={problem} />
      <View className='feedback-page__actions'><SubmitButton text='提交反馈' busy={busy} onClick={submit} /></View>

      <Text className='feedback-page__section'>我的反馈</Text>
      {tickets.map((t) => (
        <View key={t.ticket_id} className='ticket-row'>
          <View className='ticket-row__head'>
            <Text className='ticket-row__type'>{t.type_name}</Text>
            <Text className={`ticket-row__status ticket-row__status--${t.status}`}>{t.status === 'open' ? '处理中' : '已关闭'}</Text>
          </View>
          <Text className='ticket-row__content'>{t.content}</Text>
          <Text className='ticket-row__time'>{formatTime(t.created_at)}</Text>
        </View>
      ))}
      <ListState loading={loading} error={loadError} count={tickets.length} hasMore={false} emptyText='还没有提交过反馈' onRetry={load} />
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/user/problem/index' what='问题反馈'><FeedbackPage /></LoginGate>
}
