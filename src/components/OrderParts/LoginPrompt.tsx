import { View, Text, Button } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import { goLogin } from '@/lib/session'
import './index.scss'

/** A visitor on a screen of their own (orders, offers, buy orders): log in first, then come back. */
export default function LoginPrompt ({ title, text, returnTo }: { title: string, text: string, returnTo: string }) {
  return (
    <View className='login-prompt'>
      <Text className='login-prompt__title'>{title}</Text>
      <Text className='login-prompt__text'>{text}</Text>
      <Button {...tappable()} className='login-prompt__btn' onClick={() => goLogin(returnTo)}>登录 / 注册</Button>
    </View>
  )
}
