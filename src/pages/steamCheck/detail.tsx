import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import Result from '@/components/Result'
import { SubmitButton } from '@/components/FormField'
import LoginGate from '@/components/LoginGate'
import { usePageParams } from '@/lib/navigation'
import SeverityTag from './components/SeverityTag'
import { useReport } from './components/useReport'
import { Loading } from '@/components/ListState'
import './components/steamCheck.scss'

const HOME = '/pages/steamCheck/index'

/** /pages/steamCheck/detail?report_id&code: one finding — why it matters, the steps to fix it, and where to fix it. */
function FindingDetail ({ reportId, code }: { reportId: number, code: string }) {
  const { report, loading, error, reload } = useReport(reportId)
  const finding = report?.findings.find((f) => f.code === code) ?? null
  const home = () => void Taro.redirectTo({ url: HOME })
  if (error) return <View className='sc-page sc-page--plain'>
    <Result tone='error' title='无法加载检测详情' note={error} actions={[{ text: '重试', onClick: reload }, { text: '返回检测', plain: true, onClick: home }]} />
  </View>
  if (loading && !report) return <View className='sc-page sc-page--plain'><Loading /></View>
  if (!finding) return <View className='sc-page sc-page--plain'>
    <Result title='该检测项不存在' note='报告中没有这一项，可能已修复，请重新检测' actions={[{ text: '重新检测', onClick: home }]} />
  </View>
  return (
    <View className='sc-page'>
      <View className='sc-card'>
        <View className='sc-title-line'><SeverityTag severity={finding.severity} /><Text>{finding.title}</Text></View>
        <Text className='sc-summary'>{finding.summary}</Text>
        <Text className='sc-card__head'>{finding.severity === 'high' ? '处理前无法交易，请按以下步骤修复' : '不影响交易，建议按以下步骤处理'}</Text>
        <View className='sc-steps'>
          {finding.steps.map((step, index) => (
            <View key={step} className='sc-step'><Text className='sc-step__no'>{index + 1}</Text><Text>{step}</Text></View>
          ))}
        </View>
      </View>
      <View className='sc-actions'>
        <SubmitButton text={finding.fix_text} onClick={() => void Taro.navigateTo({ url: finding.fix_url })} />
        <SubmitButton plain text='已处理，重新检测' onClick={home} />
      </View>
    </View>
  )
}

function BadLink () {
  return <View className='sc-page sc-page--plain'>
    <Result tone='error' title='链接无效' note='缺少检测报告或检测项' actions={[{ text: '去检测', onClick: () => void Taro.redirectTo({ url: HOME }) }]} />
  </View>
}

export default function Page () {
  const params = usePageParams()
  const reportId = Number(params.report_id ?? 0) || 0
  const code = params.code ?? ''
  if (!reportId || !/^[a-z_]{1,32}$/.test(code)) return <BadLink />
  return <LoginGate back={`/pages/steamCheck/detail?report_id=${reportId}&code=${code}`} what='检测详情'>
    <FindingDetail reportId={reportId} code={code} />
  </LoginGate>
}
