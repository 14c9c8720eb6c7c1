import { useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import Result from '@/components/Result'
import { claimHaggle } from '@/services/deals'
import { problemText } from '@/lib/navigation'
import LoginGate from '@/components/LoginGate'
import HaggleCard from '../components/HaggleCard'
import { useHaggle } from '../components/useHaggle'
import { Loading } from '@/components/ListState'

/** The claim of my haggle: at the floor → 领取到 Steam 库存 (once); claimed → where the item went; otherwise why not yet. */
export default function ClaimView ({ haggleId }: { haggleId: number }) {
  return <LoginGate back={`/pages/haggle/prize/index?haggle_id=${haggleId}`} what='砍价奖品'><Claim haggleId={haggleId} /></LoginGate>
}

function Claim ({ haggleId }: { haggleId: number }) {
  const { haggle, error, reload, setHaggle } = useHaggle(haggleId)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState('')
  const claim = async () => {
    if (busy) return
    setBusy(true)
    setProblem('')
    try {
      setHaggle(await claimHaggle(haggleId))
    } catch (e) {
      setProblem(problemText(e, '领取失败，请稍后重试'))
    } finally {
      setBusy(false)
    }
  }
  const go = (url: string) => void Taro.navigateTo({ url })
  if (error) return <View className='haggle-page haggle-page--plain'>
    <Result tone='error' title='无法打开奖品' note={error} actions={[{ text: '重试', onClick: () => void reload() }]} />
  </View>
  if (!haggle) return <View className='haggle-page haggle-page--plain'><Loading /></View>
  if (!haggle.is_mine) return <View className='haggle-page haggle-page--plain'>
    <Result title='这不是你的砍价' note='只有发起人可以领取奖品' actions={[{ text: '去帮TA砍一刀', onClick: () => go(`/pages/haggle/power/index?haggle_id=${haggleId}`) }]} />
  </View>

  return (
    <View className='haggle-page'>
      <HaggleCard haggle={haggle} />
      {haggle.state === 'claimed' && (
        <Result tone='ok' title='已领取到 Steam 库存' note={`资产 ID ${haggle.asset_id ?? ''}，可在我的库存中查看或出售`}
          actions={[
            { text: '查看我的库存', onClick: () => go('/pages/sell/inventory/index') },
            { text: '再砍一个', plain: true, onClick: () => go('/pages/haggle/index') }
          ]} />
      )}
      {haggle.state === 'floor' && (
        <View className='haggle-actions'>
          <Text className='haggle-tip'>恭喜砍到底价！领取后饰品直接进入你绑定的 Steam 库存。</Text>
          {problem && <View className='haggle-tip haggle-tip--error' role='alert'>{problem}</View>}
          {problem.includes('Steam') && <Button className='haggle-button haggle-button--plain' onClick={() => go('/pages/user/steambind')}>去绑定 Steam</Button>}
          <View className='haggle-actions__row'>
            <Button className='haggle-button' disabled={busy} onClick={() => void claim()}>{busy ? '领取中…' : '领取到 Steam 库存'}</Button>
          </View>
        </View>
      )}
      {haggle.state === 'running' && (
        <Result title='还没砍到底价' note='继续邀请好友助力，砍到底价即可领取'
          actions={[{ text: '去邀请好友', onClick: () => void Taro.redirectTo({ url: `/pages/haggle/detail/index?haggle_id=${haggleId}` }) }]} />
      )}
      {haggle.state === 'expired' && (
        <Result title='砍价已结束' note='未在时限内砍到底价，可以重新发起'
          actions={[{ text: '重新发起砍价', onClick: () => void Taro.redirectTo({ url: `/pages/haggle/prize/index?prize_id=${haggle.prize.prize_id}` }) }]} />
      )}
    </View>
  )
}
