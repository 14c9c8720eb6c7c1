import { useEffect } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { colour } from '@/styles/tokens'

const SHOP = '/pages/market/home/index'

/** /pages/index/index: the old entry link; sends the user to the shop tab. */
export default function OldEntryPage () {
  useEffect(() => {
    // a short beat so the hand-off is seen (and this page finishes showing) before the shop tab takes over
    const timer = setTimeout(() => { void Taro.switchTab({ url: SHOP }).catch(() => Taro.reLaunch({ url: SHOP })) }, 300)
    return () => clearTimeout(timer)
  }, [])
  return (
    <View style={{ padding: '120px 0', textAlign: 'center' }}>
      <Text style={{ color: colour.textTertiary, fontSize: '14px' }} onClick={() => { void Taro.switchTab({ url: SHOP }) }}>正在前往饰品市场…</Text>
    </View>
  )
}
