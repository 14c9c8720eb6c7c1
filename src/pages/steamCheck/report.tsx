import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import Result from '@/components/Result'
import Empty from '@/components/Empty'
import { SubmitButton } from '@/components/FormField'
import LoginGate from '@/components/LoginGate'
import { usePageParams } from '@/lib/navigation'
import { formatTime } from '@/lib/beijingTime'
import SeverityTag from './components/SeverityTag'
import { countOf, detailUrl } from './components/checks'
import { useReport } from './components/useReport'
import { Loading } from '@/components/ListState'
import './components/steamCheck.scss'

const HOME = '/pages/steamCheck/index'

/** /pages/steamCheck/report?report_id: a report's findings with severity (the latest without an id); each opens its steps. */
function SteamCheckReportPage ({ reportId }: { reportId?: number }) {
  const { report, loading, error, reload } = useReport(reportId)
  const again = () => void Taro.redirectTo({ url: HOME })
  if (error) return <View className='sc-page sc-page--plain'>
    <Result tone='error' title='无法加载检测报告' note={error} actions={[{ text: '重试', onClick: reload }, { text: '返回检测', plain: true, onClick: again }]} />
  </View>
  if (loading && !report) return <View className='sc-page sc-page--plain'><Loading /></View>
  if (!report) {
    const check = { text: '去检测', onClick: again }
    return <View className='sc-page sc-page--plain'><Empty icon='shield' text='还没有检测报告' note='检测一次即可看到账号的风险与修复方法' action={check} /></View>
  }
  const high = countOf(report, 'high')
  const medium = countOf(report, 'medium')
  return (
    <View className='sc-page'>
      <View className={`sc-hero sc-hero--${high ? 'bad' : medium ? 'warn' : 'ok'}`}>
        <Text className='sc-hero__title'>{high ? '暂不能交易' : report.findings.length ? '可以交易，建议处理风险' : '未发现风险'}</Text>
        <Text className='sc-hero__note'>检测时间 {formatTime(report.checked_at)}</Text>
        <View className='sc-hero__counts'><Text>高危 {high}</Text><Text>中危 {medium}</Text><Text>提示 {countOf(report, 'low')}</Text></View>
      </View>
      {report.findings.length === 0
        ? <Result tone='ok' title='账号状态良好' note='交易链接、库存隐私、令牌与 API Key 均正常' />
        : (
          <View className='sc-card'>
            <Text className='sc-card__head'>发现 {report.findings.length} 项，点击查看修复步骤</Text>
            {report.findings.map((finding) => (
              <View key={finding.code} className='sc-row sc-finding' onClick={() => void Taro.navigateTo({ url: detailUrl(report.report_id, finding.code) })}>
                <SeverityTag severity={finding.severity} />
                <View className='sc-row__body'>
                  <Text className='sc-row__title'>{finding.title}</Text>
                  <Text className='sc-row__note'>{finding.summary}</Text>
                </View>
                <Text className='sc-row__arrow'>›</Text>
              </View>
            ))}
          </View>
          )}
      <View className='sc-actions'>
        <SubmitButton plain text='重新检测' onClick={again} />
      </View>
    </View>
  )
}

export default function Page () {
  const params = usePageParams()
  const reportId = Number(params.report_id ?? 0) || undefined
  return <LoginGate back={reportId ? `/pages/steamCheck/report?report_id=${reportId}` : '/pages/steamCheck/report'} what='检测报告'>
    <SteamCheckReportPage reportId={reportId} />
  </LoginGate>
}
