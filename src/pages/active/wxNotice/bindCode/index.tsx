import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { WxBindCode } from '../../../../../types/api'
import Result from '@/components/Result'
import LoginGate from '@/components/LoginGate'
import { SubmitButton } from '@/components/FormField'
import { useShownData } from '@/components/useShownData'
import { useSecondsLeft } from '@/components/CountDown/useSecondsLeft'
import { countdownText, secondsUntil } from '@/lib/serverClock'
import { backOrReplace, toast } from '@/lib/navigation'
import { wxBindCode } from '@/services/wxNotice'
import { Loading } from '@/components/ListState'
import '../components/wxNotice.scss'

const NOTICE_PAGE = '/pages/active/wxNotice/index'

/** /pages/active/wxNotice/bindCode/index: the 6-digit binding code (one live code, 10 minutes) with copy and its countdown. */
function BindCode () {
  const { data, error, loading, reload } = useShownData<WxBindCode | null>(wxBindCode, null)
  const left = useSecondsLeft(data?.expires_at ?? null)
  const copy = () => {
    if (!data) return
    void Taro.setClipboardData({ data: data.code }).then(() => toast('绑定码已复制')).catch(() => undefined)
  }
  const back = { text: '返回微信通知', plain: true, onClick: () => void backOrReplace(NOTICE_PAGE) }
  if (!data && error) {
    const bound = error.includes('已绑定')
    return (
      <View className='wx-page wx-page--plain'>
        {bound
          ? <Result tone='ok' title='已绑定微信通知' note={error} actions={[back]} />
          : <Result tone='error' title='无法获取绑定码' note={error} actions={[{ text: '重试', onClick: reload }, back]} />}
      </View>
    )
  }
  if (!data) return <View className='wx-page wx-page--plain'><Loading /></View>
  // the ticking count starts one render late: the clock itself decides whether the code is gone
  if (left === 0 && secondsUntil(data.expires_at) === 0) {
    return <View className='wx-page wx-page--plain'>
      <Result title='绑定码已过期' note='绑定码 10 分钟内有效，请重新获取' actions={[{ text: loading ? '获取中…' : '重新获取', onClick: reload }, back]} />
    </View>
  }
  return (
    <View className='wx-page'>
      <View className='wx-card'>
        <View className='wx-code'>
          <Text className='wx-code__label'>你的绑定码</Text>
          <Text className='wx-code__value'>{data.code}</Text>
          <Text className='wx-code__left'>{`${countdownText(left || secondsUntil(data.expires_at))} 后失效，仅可使用一次`}</Text>
        </View>
        <View className='wx-actions'><SubmitButton text='复制绑定码' onClick={copy} /></View>
      </View>
      <View className='wx-card'>
        <View className='wx-step'><Text className='wx-step__no'>1</Text><Text>打开微信，进入公众号「C5饰品交易」</Text></View>
        <View className='wx-step'><Text className='wx-step__no'>2</Text><Text>在对话框发送上方 6 位绑定码</Text></View>
        <View className='wx-step'><Text className='wx-step__no'>3</Text><Text>收到「绑定成功」回复后即可接收交易通知</Text></View>
      </View>
      <View className='wx-actions'><SubmitButton text='我已完成绑定' plain onClick={() => void backOrReplace(NOTICE_PAGE)} /></View>
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/active/wxNotice/bindCode/index' what='绑定码'><BindCode /></LoginGate>
}
