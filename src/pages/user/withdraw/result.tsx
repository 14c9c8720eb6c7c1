import { useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import type { Withdrawal } from '../../../../types/api'
import Result, { ResultLine } from '@/components/Result'
import { formatYuan } from '@/lib/money'
import { findWithdrawal } from '@/services/withdraw'
import { formatTime } from '@/lib/beijingTime'
import { backOrReplace, problemText, usePageParams } from '@/lib/navigation'
import LoginGate from '@/components/LoginGate'

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
  return (
    <Result
      page
      tone={outcome ? (ok ? 'ok' : 'error') : problem ? 'error' : 'wait'}
      title={outcome ? (ok ? '提现成功' : '提现失败') : problem || '提现处理中…'}
      amount={outcome ? `¥${formatYuan(outcome.amount)}` : undefined}
      note={outcome && !ok ? outcome.fail_reason ?? '提现失败，款项已退回余额' : undefined}
      actions={[
        { text: '返回我的余额', onClick: () => { void backOrReplace('/pages/user/balance/index') } },
        { text: '查看记录', plain: true, onClick: () => { void Taro.redirectTo({ url: '/pages/user/withdraw/record' }) } }
      ]}
    >
      {outcome && (
        <>
          <ResultLine label='提现金额' value={`¥${formatYuan(outcome.amount)}`} />
          <ResultLine label='手续费' value={`¥${formatYuan(ok ? outcome.fee : '0')}`} />
          <ResultLine label='到账金额' value={`¥${formatYuan(ok ? outcome.arrive_amount : '0')}`} testId='arrived' />
          <ResultLine label='收款账户' value={`${outcome.channel_name} ${outcome.account}`} />
          <ResultLine label='提现单号' value={outcome.withdraw_no} />
          <ResultLine label='时间' value={formatTime(outcome.created_at)} />
        </>
      )}
    </Result>
  )
}

export default function Page () {
  return <LoginGate back='/pages/user/withdraw/index' what='提现结果'><WithdrawResultPage /></LoginGate>
}
