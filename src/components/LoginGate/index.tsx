import { useState, type ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { useOnShow } from '@/components/useOnShow'
import { SubmitButton } from '@/components/FormField'
import { goLogin, hasToken } from '@/lib/session'
import './index.scss'

interface LoginGateProps {
  /** this screen's route, where the login comes back to */
  back: string
  /** what the visitor would see here */
  what: string
  children: ReactNode
}

/** A screen only for logged-in users: a visitor sees why and a login button instead of a failing call. */
export default function LoginGate ({ back, what, children }: LoginGateProps) {
  const [loggedIn, setLoggedIn] = useState(hasToken)
  // a session that ends while the screen is open is sent to login by the request pipeline's 401 hand-off
  // (one redirect for the whole app); here the screen only follows the token
  useOnShow(() => setLoggedIn(hasToken()))
  if (loggedIn) return <>{children}</>
  return (
    <View className='login-gate'>
      <Text className='login-gate__mark'>C5</Text>
      <Text className='login-gate__title'>登录后查看{what}</Text>
      <Text className='login-gate__note'>登录后即可管理账号、余额与交易</Text>
      <View className='login-gate__action'>
        <SubmitButton text='登录 / 注册' onClick={() => goLogin(back)} />
      </View>
    </View>
  )
}
