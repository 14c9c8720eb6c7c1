import { View, Text, Button } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import { useEffect, useRef, useState } from 'react'
import type { Order, PayChannel, PaymentResult } from '../../../types/api'
import { payOrder, newIdempotencyKey } from '@/services/trade'
import { wallet as fetchWallet } from '@/services/pay'
import { useStores } from '@/stores/context'
import { compare } from '@/lib/money'
import { isPayPasswordEntry } from '@/contract/formRules'
import { errorText } from '@/lib/errorText'
import PriceTag from '@/components/PriceTag'
import PayPasswordSheet from '@/components/PayPasswordSheet'
import PayMark from '@/components/PayMark'
import SimulatedMark from '@/components/SimulatedMark'
import './index.scss'

interface PayPanelProps {
  order: Pick<Order, 'order_id' | 'pay_amount'>
  onPaid: (result: PaymentResult) => void
  /** "pay later": the order stays payable in the orders tab */
  onLater?: () => void
}

const CHANNELS: { channel: PayChannel, name: string, note: string }[] = [
  { channel: 'balance', name: '余额支付', note: '' },
  { channel: 'wechat', name: '微信支付', note: '' },
  { channel: 'card', name: '银行卡支付', note: '' }
]

/**
 * Pays one order: balance (6-digit pay password), WeChat or card. One idempotency key
 * per panel, so a double tap or a retry after a lost answer charges once; a failed
 * payment leaves the order payable and shows the reason here.
 */
function PayPanel ({ order, onPaid, onLater }: PayPanelProps) {
  const key = useRef(newIdempotencyKey())
  const busy = useRef(false)
  const [channel, setChannel] = useState<PayChannel>('balance')
  const [password, setPassword] = useState('')
  const { wallet } = useStores()
  const balance = wallet.wallet?.balance ?? null
  // what the API says of each channel: a closed one cannot be chosen, a simulated one carries the mark
  const listed = (channel: PayChannel) => wallet.wallet?.channels.find((info) => info.channel === channel)
  const [paying, setPaying] = useState(false)
  const [failure, setFailure] = useState('')

  useEffect(() => { wallet.load(fetchWallet).catch(() => undefined) }, [wallet])

  const short = balance !== null && compare(balance, order.pay_amount) < 0
  const pay = async () => {
    if (busy.current) return // a double tap sends one request
    if (channel === 'balance' && !isPayPasswordEntry(password)) { setFailure('请输入 6 位数字支付密码'); return }
    busy.current = true
    setPaying(true)
    setFailure('')
    try {
      const result = await payOrder(
        order.order_id,
        { pay_channel: channel, pay_password: channel === 'balance' ? password : undefined, idempotency_key: key.current }
      )
      onPaid(result)
    } catch (error) {
      setFailure(errorText(error, '支付失败，请稍后重试'))
      setPassword('')
    } finally {
      busy.current = false
      setPaying(false)
    }
  }

  return (
    <View className='pay-panel'>
      <View className='pay-panel__amount'>
        <Text className='pay-panel__amount-label'>需支付</Text>
        <PriceTag value={order.pay_amount} size='large' />
      </View>
      <View className='pay-panel__channels'>
        {CHANNELS.map((option) => { const info = listed(option.channel); const closed = info?.enabled === false; return (
          <View key={option.channel} className={`pay-panel__channel ${channel === option.channel ? 'is-active' : ''}${closed ? ' is-closed' : ''}`}
            onClick={() => { if (!closed) { setChannel(option.channel); setFailure('') } }}>
            <PayMark kind={option.channel} className='pay-panel__channel-icon' />
            <View className='pay-panel__channel-main'>
              <Text className='pay-panel__channel-name'>{option.name}</Text>
              {option.channel === 'balance' && balance !== null && (
                <Text className={`pay-panel__channel-note ${short ? 'is-short' : ''}`}>可用余额 ¥{balance}{short ? '（余额不足）' : ''}</Text>
              )}
              {closed && <Text className='pay-panel__channel-note'>暂不可用</Text>}
              {info?.simulated && <SimulatedMark />}
            </View>
            <View className='pay-panel__radio' />
          </View>
        ) })}
      </View>
      {channel === 'balance' && (
        <View className='pay-panel__password'>
          <PayPasswordSheet label='支付密码' value={password} onChange={(value) => { setPassword(value); setFailure('') }} />
        </View>
      )}
      {failure && <Text className='pay-panel__failure'>{failure}</Text>}
      <Button className='pay-panel__submit' disabled={paying || undefined} onClick={() => { void pay() }}>
        {paying ? '支付中…' : '确认支付'}
      </Button>
      {onLater && <Text className='pay-panel__later' onClick={onLater}>稍后支付，订单将保留 15 分钟</Text>}
    </View>
  )
}

export default observer(PayPanel)
