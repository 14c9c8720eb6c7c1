import { useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { reloadOnce, type PageProblem } from '@/lib/platform/pageGuards'
import './index.scss'

const COPY: Record<PageProblem, { title: string, detail: string }> = {
  'not-found': { title: '页面不存在', detail: '您访问的页面不存在或已下线' },
  'malformed-link': { title: '链接无效', detail: '链接格式有误，请检查后重新打开' },
  'chunk-failed': { title: '页面加载失败', detail: '网络不稳定，页面资源未能加载，请重试' }
}

interface AppProblemProps {
  problem: PageProblem
  onLeave: () => void
}

/** Full-screen state for a site-level problem: a clear message and a way on, never a white screen. */
export default function AppProblem ({ problem, onLeave }: AppProblemProps) {
  const { title, detail } = COPY[problem]
  const [retryable, setRetryable] = useState(problem === 'chunk-failed')
  const goShop = () => { onLeave(); Taro.reLaunch({ url: '/pages/market/home/index' }) }
  const retry = () => { if (!reloadOnce()) setRetryable(false) }
  return (
    <View className='app-problem' role='alert'>
      <Text className='app-problem__title'>{title}</Text>
      <Text className='app-problem__detail'>{retryable || problem !== 'chunk-failed' ? detail : '多次加载失败，请检查网络后刷新页面'}</Text>
      {retryable && <Button className='app-problem__primary' onClick={retry}>重新加载</Button>}
      <Button className={retryable ? 'app-problem__secondary' : 'app-problem__primary'} onClick={goShop}>返回商城</Button>
    </View>
  )
}

