import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { HealthCheckResult } from '../../../../types/api'
import { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import { healthState, runHealthCheck } from '@/services/accountSettings'
import { formatTime } from '@/lib/beijingTime'
import { problemText } from '@/lib/navigation'
import './index.scss'
import { useOnShow } from '@/components/useOnShow'
import LoginGate from '@/components/LoginGate'

interface Fix { text: string, url: string }
/** How to fix each finding the check reports. */
const FIXES: Record<string, Fix> = {
  '未绑定 Steam 账号': { text: '去绑定', url: '/pages/user/steambind' },
  '未设置交易链接': { text: '去设置', url: '/pages/user/setting/steam' }
}
const FALLBACK_FIX: Fix = { text: '查看指引', url: '/pages/guidance/steam' }

/** /pages/user/check/index: the account health check (target of the 3104 dialog). */
function HealthCheckPage () {
  const [result, setResult] = useState<HealthCheckResult | null>(null)
  const [passedBefore, setPassedBefore] = useState<boolean | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useOnShow(() => {
    healthState().then((state) => setPassedBefore(state.passed)).catch((e: unknown) => setProblem(problemText(e, '加载失败，请稍后重试')))
  })

  const run = async () => {
    setBusy(true)
    setProblem(null)
    try {
      const answer = await runHealthCheck()
      setResult(answer)
      setPassedBefore(answer.passed)
    } catch (error) {
      setProblem(problemText(error, '检测失败，请稍后重试'))
    } finally {
      setBusy(false)
    }
  }

  const passed = result ? result.passed : passedBefore
  return (
    <View className='check-page'>
      <View className={`check-page__hero check-page__hero--${passed === null ? 'idle' : passed ? 'ok' : 'bad'}`}>
        <Text className='check-page__mark'>{passed === null ? '?' : passed ? '✓' : '!'}</Text>
        <Text className='check-page__title'>{passed === null ? '账号检测' : passed ? '账号状态正常' : result ? `发现 ${result.problems.length} 个问题` : '账号尚未通过检测'}</Text>
        <Text className='check-page__note'>{result ? `检测时间 ${formatTime(result.checked_at)}` : '交易前需通过 Steam 账号检测：绑定 Steam、设置交易链接'}</Text>
      </View>
      {result && result.problems.length > 0 && (
        <View className='check-page__list'>
          {result.problems.map((finding) => {
            const fix = FIXES[finding] ?? FALLBACK_FIX
            return (
              <View key={finding} className='check-page__finding'>
                <Text className='check-page__finding-dot'>!</Text>
                <Text className='check-page__finding-text'>{finding}</Text>
                <Text className='check-page__fix' onClick={() => Taro.navigateTo({ url: fix.url })}>{fix.text}</Text>
              </View>
            )
          })}
        </View>
      )}
      {result?.passed && <Notice tone='ok' text='检测通过，现在可以正常买卖饰品了' />}
      <Notice text={problem} />
      <View className='check-page__actions'>
        <SubmitButton text={result ? '重新检测' : '开始检测'} busy={busy} onClick={run} />
        <SubmitButton plain text='查看完整检测报告' onClick={() => void Taro.navigateTo({ url: '/pages/steamCheck/index' })} />
      </View>
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/user/check/index' what='账号检测'><HealthCheckPage /></LoginGate>
}
