import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Withdrawal } from '../../../../types/api'
import { SubmitButton } from '@/components/FormField'
import { formatYuan } from '@/lib/money'
import { findWithdrawal } from '@/services/withdraw'
import { formatTime } from '@/lib/beijingTime'
import { backOrReplace, problemText, usePageParams } from '@/lib/navigation'
import LoginGate from '@/components/LoginGate'
import '@/components/ResultPage/index.scss'

/** /pages/user/withdraw/result?withdraw_no=…: the withdrawal's outcome, read back from the server (处理中 until it answers). */
function WithdrawResultPage () {
  const withdrawNo = usePageParams().withdraw_no ?? ''
  const [outcome, setOutcome] = useState<Withdrawal | null>(null)
  const [problem, setProblem] = useState('')

  useEffect(() => {
    if (!/^WD[A-Za-z0-9]{1,40}$/.test(withdrawNo)) { setProblem('提现单号无效'); return }
    findWithdrawal(withdrawNo)
      .then((found) => { if (found) setOutcome(found); else setProblem('未找到这笔提现') })
      .catch((e: unknown) => setProblem(problemText(e, '查询提现结果失败')))
  }, [withdrawNo])

  const ok = outcome?.status === 'success'
  const state = outcome ? (ok ? 'ok' : 'fail') : problem ? 'fail' : 'wait'
  return (
    <View className='result-page'>
      <View className={`result-page__icon result-page__icon--${state}`}><Text>{state === 'ok' ? '✓' : state === 'fail' ? '!' : '…'}</Text></View>
      <Text className='result-page__title'>{outcome ? (ok ? '提现成功' : '提现失败') : problem || '提现处理中…'}</Text>
      {outcome && <Text className='result-page__amount'>¥{formatYuan(outcome.amount)}</Text>}
      {outcome && !ok && <Text className='result-page__reason'>{outcome.fail_reason ?? '提现失败，款项已退回余额'}</Text>}
      {outcome && (
        <View className='result-page__card'>
          <View className='result-page__line'><Text>提现金额</Text><Text>¥{formatYuan(outcome.amount)}</Text></View>
          <View className='result-page__line'><Text>手续费</Text><Text>¥{formatYuan(ok ? outcome.fee : '0')}</Text></View>
          <View className='result-page__line'><Text>到账金额</Text><Text data-testid='arrived'>¥{formatYuan(ok ? outcome.arrive_amount : '0')}</Text></View>
          <View className='result-page__line'><Text>收款账户</Text><Text>{outcome.channel_name} {outcome.account}</Text></View>
          <View className='result-page__line'><Text>提现单号</Text><Text>{outcome.withdraw_no}</Text></View>
          <View className='result-page__line'><Text>时间</Text><Text>{formatTime(outcome.created_at)}</Text></View>
        </View>
      )}
      <View className='result-page__actions'>
        <SubmitButton text='返回我的余额' onClick={() => { void backOrReplace('/pages/user/balance/index') }} />
        <View className='result-page__gap' />
        <SubmitButton plain text='查看记录' onClick={() => { void Taro.redirectTo({ url: '/pages/user/withdraw/record' }) }} />
      </View>
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/user/withdraw/index' what='提现结果'><WithdrawResultPage /></LoginGate>
}
