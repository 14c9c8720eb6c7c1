import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import './index.scss'

interface PendingPageProps {
  title: string
}

/** Placeholder for a route whose job belongs to a later issue (listed in test/pending-pages.json). */
export default function PendingPage ({ title }: PendingPageProps) {
  return (
    <View className='pending-page'>
      <Text className='pending-page__title'>{title}</Text>
      <Text className='pending-page__note'>功能建设中</Text>
      <Button className='pending-page__back' onClick={() => Taro.switchTab({ url: '/pages/market/home/index' })}>返回商城</Button>
    </View>
  )
}
