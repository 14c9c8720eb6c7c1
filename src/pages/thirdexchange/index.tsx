import { useRef, useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import type { Partner, PartnerExchangeOverview, PartnerQuote } from '../../../types/api'
import Result from '@/components/Result'
import ListState from '@/components/ListState'
import LoginGate from '@/components/LoginGate'
import { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import { onValue } from '@/components/inputValue'
import { usePaged } from '@/components/usePaged'
import { useShownData } from '@/components/useShownData'
import { useOnShow } from '@/components/useOnShow'
import { showDialog } from '@/lib/dialog'
import { problemText, toast } from '@/lib/navigation'
import { createExchange, exchangeOverview, exchangePreview, exchangeRecords, type ExchangeAsk } from '@/services/partner'
import { newIdempotencyKey } from '@/services/trade'
import { askOf, limitText } from './rules'
import ExchangeRecordRow from './RecordRow'
import OutConfirmSheet from './OutConfirmSheet'
import { Loading } from '@/components/ListState'
import './index.scss'

/**
 * /pages/thirdexchange/index: C5 balance ↔ a partner platform's points. Choose the partner and the direction, enter the
 * amount, 下一步 asks the server for the quote (rate, fee, what arrives); 转入 confirms it in a dialog, 转出 (balance leaving
 * the account) in a sheet that asks for the pay password (OutConfirmSheet). The exchange runs once per attempt (one
 * idempotency key until it succeeds or the request changes). Records below, newest first.
 */
function ExchangePage () {
  const { data, error, reload } = useShownData<PartnerExchangeOverview | null>(exchangeOverview, null)
  const records = usePaged(exchangeRecords)
  const [partnerKey, setPartnerKey] = useState('oos')
  const [direction, setDirection] = useState<ExchangeAsk['direction']>('out')
  const [text, setText] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const [confirmOut, setConfirmOut] = useState<{ ask: ExchangeAsk, quote: PartnerQuote } | null>(null)
  const attempt = useRef<{ what: string, key: string } | null>(null)
  useReachBottom(records.more)
  useOnShow(() => { void records.reload() })

  if (error && !data) return <View className='px-page px-page--plain'>
    <Result tone='error' title='无法加载兑换信息' note={error} actions={[{ text: '重试', onClick: reload }]} />
  </View>
  if (!data) return <View className='px-page px-page--plain'><Loading /></View>
  const partner: Partner = data.partners.find((p) => p.key === partnerKey) ?? data.partners[0]
  const canIn = partner.in !== null
  const side = direction === 'in' && !canIn ? 'out' : direction

  // one key per request (a retry after a lost answer or a wrong password reuses it); a changed request gets a new one
  const keyOf = (ask: ExchangeAsk): string => {
    const what = JSON.stringify(ask)
    if (attempt.current?.what !== what) attempt.current = { what, key: newIdempotencyKey() }
    return attempt.current.key
  }
  const exchanged = () => {
    attempt.current = null
    setConfirmOut(null)
    setText('')
    toast('兑换成功')
    reload()
    void records.reload()
  }

  const submit = async () => {
    const ask = askOf(partner, side, text)
    if (typeof ask === 'string') return setProblem(ask)
    setProblem('')
    setBusy(true)
    try {
      const quote = await exchangePreview(ask)
      if (side === 'out') { setConfirmOut({ ask, quote }); return }
      const content = `转出 ${quote.points} ${partner.points_name}，手续费 ¥${quote.fee}，到账 ¥${quote.amount}（${quote.rate_text}）`
      const sure = await showDialog({ title: '确认兑换', content, confirmText: '确认兑换', cancelText: '再想想' }).catch(() => ({ confirm: false }))
      if (!sure.confirm) return
      await createExchange(ask, keyOf(ask))
      exchanged()
    } catch (e) {
      setProblem(problemText(e, '兑换失败，请稍后重试'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='px-page'>
      <View className='px-hero'>
        <Text className='px-hero__label'>C5 余额（元）</Text>
        <Text className='px-hero__value'>{data.balance}</Text>
      </View>
      <View className='px-card'>
        <Text className='px-card__title'>选择合作平台</Text>
        <View className='px-partners'>
          {data.partners.map((p) => (
            <View
              key={p.key}
              role='button'
              className={`px-partner${p.key === partner.key ? ' px-partner--on' : ''}`}
              onClick={() => { setPartnerKey(p.key); setProblem('') }}
            >
              <View className='px-partner__icon' style={{ background: p.icon_color }}><Text>{p.icon_text}</Text></View>
              <Text className='px-partner__name'>{p.name}</Text>
              <Text className='px-partner__points'>{p.points} {p.points_name}</Text>
            </View>
          ))}
        </View>
        <View className='px-tabs'>
          <View role='button' className={`px-tabs__tab${side === 'out' ? ' px-tabs__tab--on' : ''}`} onClick={() => { setDirection('out'); setProblem('') }}>
            {`余额转出到${partner.name}`}
          </View>
          <View role='button' aria-disabled={!canIn} className={`px-tabs__tab${side === 'in' ? ' px-tabs__tab--on' : ''}${canIn ? '' : ' px-tabs__tab--off'}`}
            onClick={() => {
              if (canIn) { setDirection('in'); setProblem('') } else setProblem(`${partner.points_name}暂不支持转入 C5 余额`)
            }}>{`${partner.points_name}转入余额`}</View>
        </View>
        <View className='px-amount'>
          <Text className='px-amount__unit'>{side === 'out' ? '¥' : partner.points_name}</Text>
          <Input
            className='px-amount__input'
            type={side === 'out' ? 'digit' : 'number'}
            value={text}
            placeholder={side === 'out' ? '输入转出金额' : `输入转入的${partner.points_name}数量`}
            onInput={onValue((value) => { setText(value); setProblem('') })} />
        </View>
        <Text className='px-card__rate'>{partner.rate_text}</Text>
        <Text className='px-card__rule'>{limitText(partner, side)}</Text>
      </View>
      <Notice text={problem} />
      <View className='px-actions'><SubmitButton text={busy ? '处理中…' : '下一步'} busy={busy} disabled={text.trim() === ''} onClick={() => void submit()} /></View>
      <View className='px-card'>
        <Text className='px-card__title'>兑换记录</Text>
        {records.list.map((record) => <ExchangeRecordRow key={record.exchange_id} record={record} />)}
        <ListState
          loading={records.loading}
          error={records.error}
          count={records.list.length}
          hasMore={records.hasMore}
          emptyText='还没有兑换记录'
          onRetry={() => void records.reload()}
        />
      </View>
      {confirmOut && (
        <OutConfirmSheet partner={partner} quote={confirmOut.quote} onClose={() => setConfirmOut(null)}
          onSend={async (payPassword) => { await createExchange(confirmOut.ask, keyOf(confirmOut.ask), payPassword); exchanged() }} />
      )}
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/thirdexchange/index' what='平台兑换'><ExchangePage /></LoginGate>
}
