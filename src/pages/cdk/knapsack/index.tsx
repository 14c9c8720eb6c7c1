import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import type { CdkKey } from '../../../../types/api'
import { cdkKeys, revealKey } from '@/services/rewards'
import { errorText } from '@/lib/errorText'
import ListState from '@/components/ListState'
import { formatTime } from '@/lib/beijingTime'
import LoginGate from '@/components/LoginGate'
import { useOnShow } from '@/components/useOnShow'
import './index.scss'

const PAGE = '/pages/cdk/knapsack/index'

/** /pages/cdk/knapsack/index: my game keys, masked until revealed (each reveal is logged by the server), then copied. */
export default function KnapsackPage () {
  return <LoginGate back={PAGE} what='我的 CDK'><Keys /></LoginGate>
}

function Keys () {
  const [keys, setKeys] = useState<CdkKey[]>([])
  const [shown, setShown] = useState<Record<number, string>>({})
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')

  const load = () => {
    setLoading(true)
    cdkKeys()
      .then((list) => { setKeys(list); setError('') })
      .catch((failure: unknown) => setError(errorText(failure)))
      .finally(() => setLoading(false))
  }
  useOnShow(load)

  const reveal = async (key: CdkKey) => {
    try {
      const answer = await revealKey(key.key_id)
      setShown((now) => ({ ...now, [key.key_id]: answer.code }))
    } catch {
      // the request pipeline has said why in a toast
    }
  }

  return (
    <View className='knapsack'>
      <Text className='knapsack__note'>卡密默认隐藏，查看时会记录；请勿截图或转发给他人</Text>
      {keys.map((key) => {
        const code = shown[key.key_id]
        return (
          <View key={key.key_id} className='knapsack__card'>
            <View className='knapsack__head'>
              <Text className='knapsack__name'>{key.product_name}</Text>
              <Text className='knapsack__source'>{key.source === 'buy' ? `购买 ¥${key.pay_amount}` : '兑换获得'}</Text>
            </View>
            <Text className={`knapsack__code ${code ? 'is-shown' : ''}`} userSelect={Boolean(code)}>{code ?? key.masked}</Text>
            <View className='knapsack__foot'>
              <Text className='knapsack__time'>{formatTime(key.created_at)}{key.revealed || code ? ' · 已查看' : ''}</Text>
              {code
                ? <Button className='knapsack__action' onClick={() => { void Taro.setClipboardData({ data: code }) }}>复制卡密</Button>
                : <Button className='knapsack__action knapsack__action--ghost' onClick={() => { void reveal(key) }}>查看卡密</Button>}
            </View>
          </View>
        )
      })}
      <ListState loading={loading} error={error} count={keys.length} hasMore={false} emptyText='还没有卡密，购买点卡或兑换 CDK 后会放在这里' emptyIcon='key'
        emptyAction={{ text: '去兑换 CDK', onClick: () => { void Taro.navigateTo({ url: '/pages/cdk/index' }) } }} onRetry={load} />
    </View>
  )
}
