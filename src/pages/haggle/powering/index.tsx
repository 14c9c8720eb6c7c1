import { useEffect, useRef, useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { HaggleHelpResult } from '@/contract/deals'
import Result from '@/components/Result'
import { goLogin } from '@/lib/session'
import { yuan } from '@/components/DealParts/money'
import { helpHaggle } from '@/services/deals'
import { problemText, usePageParams } from '@/lib/navigation'
import { hasToken } from '@/lib/session'
import HaggleCard from '../components/HaggleCard'
import { haggleIdOf } from '../components/useHaggle'
import { powerPath } from '../components/share'
import '../components/haggle.scss'

/** /pages/haggle/powering/index?haggle_id: sends the one help (once per mount), then shows the cut and the haggle after it. */
export default function HagglePoweringPage () {
  const haggleId = haggleIdOf(usePageParams())
  const [result, setResult] = useState<HaggleHelpResult | null>(null)
  const [error, setError] = useState('')
  const sent = useRef(false)
  const visitor = !hasToken()
  useEffect(() => {
    if (sent.current || visitor) return
    sent.current = true
    if (!haggleId) { setError('链接无效：缺少砍价编号'); return }
    helpHaggle(haggleId).then(setResult, (e: unknown) => setError(problemText(e, '助力失败，请稍后重试')))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount: a help is sent once
  }, [])
  const open = (url: string) => void Taro.redirectTo({ url })
  const toPrizes = { text: '我也要免费拿', onClick: () => open('/pages/haggle/index') }

  if (visitor) return <View className='haggle-page haggle-page--plain'>
    <Result title='登录后才能助力' note='登录后回到这里继续帮好友砍价' actions={[{ text: '登录 / 注册', onClick: () => goLogin(powerPath(haggleId)) }]} />
  </View>
  if (error) return <View className='haggle-page haggle-page--plain'>
    <Result tone='error' title='助力未成功' note={error} actions={[toPrizes, { text: '返回好友的砍价', plain: true, onClick: () => open(powerPath(haggleId)) }]} />
  </View>
  if (!result) return <View className='haggle-page haggle-page--plain'><Result title='助力中…' note='正在帮好友砍价' /></View>
  return (
    <View className='haggle-page'>
      <View className='haggle-banner'>
        <Text className='haggle-banner__title'>你帮TA砍掉了 {yuan(result.cut)}</Text>
        <Text className='haggle-banner__note'>{result.new_user ? '新人助力，砍得更多！' : '感谢助力，你也可以发起砍价免费拿'}</Text>
      </View>
      <HaggleCard haggle={result.haggle} />
      <View className='haggle-actions'>
        <Button className='haggle-button' onClick={toPrizes.onClick}>{toPrizes.text}</Button>
        <View className='haggle-actions__row'>
          <Button className='haggle-button haggle-button--plain' onClick={() => open(powerPath(haggleId))}>返回好友的砍价</Button>
        </View>
      </View>
    </View>
  )
}
