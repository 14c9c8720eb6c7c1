import { useEffect, useState, type ReactNode } from 'react'
import { runInAction } from 'mobx'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useOnShow } from '@/components/useOnShow'
import { SubmitButton } from '@/components/FormField'
import { hasToken } from './session'
import { useRootStore } from './rootStore'
import { loginUrl } from './navigation'
import './LoginGate.scss'

interface LoginGateProps {
  /** this screen's route, where the login comes back to */
  back: string
  /** what the visitor would see here */
  what: string
  children: ReactNode
}

/** A screen only for logged-in users: a visitor sees why and a login button instead of a failing call. */
export default function LoginGate ({ back, what, children }: LoginGateProps) {
  const root = useRootStore()
  const [loggedIn, setLoggedIn] = useState(hasToken)
  useOnShow(() => setLoggedIn(hasToken()))
  // the session ended while the app was open (a 401 cleared the token): straight to login, and back here after
  const ended = !loggedIn && root.user.info !== null
  useEffect(() => {
    if (!ended) return
    runInAction(() => { root.user.info = null })
    void Taro.redirectTo({ url: loginUrl(back) }).catch(() => Taro.navigateTo({ url: loginUrl(back) }))
  }, [ended])
  if (loggedIn) return <>{children}</>
  return (
    <View className='login-gate'>
      <Text className='login-gate__mark'>C5</Text>
      <Text className='login-gate__title'>登录后查看{what}</Text>
      <Text className='login-gate__note'>登录后即可管理账号、余额与交易</Text>
      <View className='login-gate__action'>
        <SubmitButton text='登录 / 注册' onClick={() => { void Taro.navigateTo({ url: loginUrl(back) }) }} />
      </View>
    </View>
  )
}
