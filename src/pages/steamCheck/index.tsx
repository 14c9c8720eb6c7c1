import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { SubmitButton } from '@/components/FormField'
import Result from '@/components/Result'
import LoginGate from '@/components/LoginGate'
import { problemText } from '@/lib/navigation'
import { formatTime } from '@/lib/beijingTime'
import { runSteamCheck } from '@/services/steamCheck'
import { CHECKS, findingFor, reportUrl } from './components/checks'
import { useReport } from './components/useReport'
import { Loading } from '@/components/ListState'
import './components/steamCheck.scss'

/** /pages/steamCheck/index: what the Steam check looks at, the last result per check, and a new run (opens its report). */
function SteamCheckHome () {
  const { report, loading, error, reload } = useReport()
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const run = async () => {
    setBusy(true)
    setProblem('')
    try {
      const fresh = await runSteamCheck()
      void Taro.navigateTo({ url: reportUrl(fresh.report_id) })
    } catch (e) {
      setProblem(problemText(e, '检测失败，请稍后重试'))
    } finally {
      setBusy(false)
    }
  }

  if (error) return <View className='sc-page sc-page--plain'>
    <Result tone='error' title='无法加载检测记录' note={error} actions={[{ text: '重试', onClick: reload }]} />
  </View>
  if (loading && !report) return <View className='sc-page sc-page--plain'><Loading /></View>
  const tone = !report ? 'idle' : !report.passed ? 'bad' : report.findings.length > 0 ? 'warn' : 'ok'
  return (
    <View className='sc-page'>
      <View className={`sc-hero sc-hero--${tone}`}>
        <Text className='sc-hero__mark'>{!report ? '?' : report.passed ? (report.findings.length ? '!' : '✓') : '×'}</Text>
        <Text className='sc-hero__title'>
          {!report ? '尚未检测' : !report.passed ? '存在影响交易的问题' : report.findings.length ? `可以交易，有 ${report.findings.length} 项风险` : '账号状态良好'}
        </Text>
        <Text className='sc-hero__note'>{report ? `上次检测 ${formatTime(report.checked_at)}` : '一键检查交易暂挂、库存隐私、交易链接、API Key 与令牌'}</Text>
      </View>
      <View className='sc-card'>
        <Text className='sc-card__head'>检测项目</Text>
        {CHECKS.map((check) => {
          const found = report ? findingFor(report, check.codes) : null
          return (
            <View key={check.key} className='sc-row' onClick={() => { if (report && found) void Taro.navigateTo({ url: reportUrl(report.report_id) }) }}>
              <Text className={`sc-row__dot sc-row__dot--${found ? 'bad' : 'ok'}`}>{found ? '!' : report ? '✓' : '·'}</Text>
              <View className='sc-row__body'>
                <Text className='sc-row__title'>{check.title}</Text>
                <Text className='sc-row__note'>{found ? found.title : check.note}</Text>
              </View>
              {report && <Text className={`sc-row__state sc-row__state--${found ? 'bad' : 'ok'}`}>{found ? '有风险' : '正常'}</Text>}
            </View>
          )
        })}
      </View>
      {problem && <View className='sc-problem' role='alert'>{problem}</View>}
      <View className='sc-actions'>
        <SubmitButton text={report ? '重新检测' : '开始检测'} busy={busy} onClick={() => void run()} />
        {report && <SubmitButton plain text='查看上次报告' onClick={() => void Taro.navigateTo({ url: reportUrl(report.report_id) })} />}
      </View>
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/steamCheck/index' what='Steam 账号检测'><SteamCheckHome /></LoginGate>
}
