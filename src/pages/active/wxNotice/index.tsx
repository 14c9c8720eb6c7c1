import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { WxNoticeStatus } from '../../../../types/api'
import Result from '@/components/Result'
import LoginGate from '@/components/LoginGate'
import { SubmitButton } from '@/components/FormField'
import { useShownData } from '@/components/useShownData'
import { formatTime } from '@/lib/beijingTime'
import { openRoute, problemText, toast } from '@/lib/navigation'
import { canSubscribeInApp, requestTradeSubscribe } from '@/lib/platform/subscribeMessage'
import { subscribeNotices, wxNoticeStatus } from '@/services/wxNotice'
import { Loading } from '@/components/ListState'
import './components/wxNotice.scss'

const ACCOUNT = 'C5饰品交易'

/**
 * /pages/active/wxNotice/index: trade notices by WeChat. In the mini-program the subscribe dialog (lib/platform);
 * on H5 the steps to follow the official account and send it a binding code.
 */
function WxNotice () {
  const { data, error, reload } = useShownData<WxNoticeStatus | null>(wxNoticeStatus, null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const inApp = canSubscribeInApp()

  const subscribe = async () => {
    if (!data || busy) return
    setBusy(true)
    setProblem('')
    try {
      const accepted = await requestTradeSubscribe(data.templates.map((t) => t.tmpl_id)) ?? []
      const keys = data.templates.filter((t) => accepted.includes(t.tmpl_id)).map((t) => t.key)
      if (keys.length === 0) setProblem('你没有允许任何通知，可在微信「设置 - 订阅消息」中重新开启')
      else { await subscribeNotices(keys); toast('订阅成功') }
    } catch (e) {
      setProblem(problemText(e, '订阅失败，请稍后重试'))
    } finally {
      setBusy(false)
      reload()
    }
  }

  if (!data && error) return <View className='wx-page wx-page--plain'>
    <Result tone='error' title='无法加载通知设置' note={error} actions={[{ text: '重试', onClick: reload }]} />
  </View>
  if (!data) return <View className='wx-page wx-page--plain'><Loading /></View>
  const all = data.templates.every((t) => t.subscribed)
  return (
    <View className='wx-page'>
      <View className='wx-hero'>
        <Text className='wx-hero__title'>微信交易通知</Text>
        <Text className='wx-hero__note'>
          {data.bound ? `已绑定公众号「${ACCOUNT}」${data.bound_at ? ` · ${formatTime(data.bound_at)}` : ''}` : '付款、报价、出售、提现，第一时间通知你'}
        </Text>
      </View>
      <View className='wx-card'>
        <View className='wx-card__head'>通知内容</View>
        {data.templates.map((t) => (
          <View key={t.key} className='wx-row'>
            <View className='wx-row__body'><Text className='wx-row__title'>{t.title}</Text><Text className='wx-row__desc'>{t.desc}</Text></View>
            {inApp && <Text className={`wx-row__state${t.subscribed ? ' wx-row__state--on' : ''}`}>{t.subscribed ? '已订阅' : '未订阅'}</Text>}
          </View>
        ))}
      </View>
      {problem && <View className='wx-problem' role='alert'>{problem}</View>}
      {inApp
        ? <View className='wx-actions'><SubmitButton text={all ? '已全部订阅，再次订阅' : '订阅交易通知'} busy={busy} onClick={() => void subscribe()} /></View>
        : data.bound
          ? <Result tone='ok' title='已绑定微信通知' note={`交易动态将通过公众号「${ACCOUNT}」发送给你`} />
          : (
            <View className='wx-card'>
              <View className='wx-card__head'>三步开启（H5）</View>
              <View className='wx-step'><Text className='wx-step__no'>1</Text><Text>{`在微信中搜索并关注公众号「${ACCOUNT}」`}</Text></View>
              <View className='wx-step'><Text className='wx-step__no'>2</Text><Text>获取 6 位绑定码（10 分钟内有效）</Text></View>
              <View className='wx-step'><Text className='wx-step__no'>3</Text><Text>在公众号对话框发送绑定码，完成绑定</Text></View>
              <View className='wx-actions'><SubmitButton text='获取绑定码' onClick={() => void openRoute('/pages/active/wxNotice/bindCode/index')} /></View>
            </View>
            )}
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/active/wxNotice/index' what='微信通知'><WxNotice /></LoginGate>
}
