import { useEffect, useState } from 'react'
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import Result from '@/components/Result'
import { hagglePrize, haggleDetail } from '@/services/deals'
import { problemText, usePageParams } from '@/lib/navigation'
import type { Haggle } from '@/contract/deals'
import { haggleRoute } from './components/routes'
import { haggleIdOf } from './components/useHaggle'
import './components/haggle.scss'

/**
 * /pages/haggle/middle: routes by state. ?prize_id: not started → the prize page to start, else the user's haggle of it;
 * ?haggle_id: running → detail, at the floor or claimed → the claim page, someone else's → the help page, expired → ended here.
 */
export default function HaggleMiddlePage () {
  const params = usePageParams()
  const [ended, setEnded] = useState<Haggle | null>(null)
  const [error, setError] = useState('')
  const go = (url: string) => void Taro.redirectTo({ url })

  const route = async () => {
    setError('')
    try {
      let haggleId = haggleIdOf(params)
      const prizeId = Number(params.prize_id ?? 0) || 0
      if (!haggleId && prizeId) {
        const prize = await hagglePrize(prizeId)
        if (!prize.my_haggle_id) return go(`/pages/haggle/prize/index?prize_id=${prizeId}`)
        haggleId = prize.my_haggle_id
      }
      if (!haggleId) return setError('链接无效：缺少奖品或砍价编号')
      const haggle = await haggleDetail(haggleId)
      const next = haggleRoute(haggle)
      if (next) go(next)
      else setEnded(haggle)
    } catch (e) {
      setError(problemText(e, '加载失败，请稍后重试'))
    }
  }
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount: the query does not change
  useEffect(() => { void route() }, [])

  const toPrizes = { text: '看看其他奖品', onClick: () => go('/pages/haggle/index'), plain: true }
  return (
    <View className='haggle-page haggle-page--plain'>
      {error && <Result tone='error' title='无法打开砍价' note={error} actions={[{ text: '重试', onClick: () => void route() }, toPrizes]} />}
      {!error && ended && (
        <Result title='砍价已结束' note={`${ended.prize.item.name} 未在时限内砍到底价`}
          actions={[{ text: '重新发起砍价', onClick: () => go(`/pages/haggle/prize/index?prize_id=${ended.prize.prize_id}`) }, toPrizes]} />
      )}
      {!error && !ended && <Result title='正在进入砍价…' />}
    </View>
  )
}
