import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import { requestSettings } from '@/lib/request'
import { miniProgramLogin } from '@/services/account'
import { startPollAfterLogin } from '@/stores/startup'
import { useStores } from '@/stores/context'
import AgreementConsent, { CONSENT_NEEDED } from '../user/components/AgreementConsent'
import { useLeaveIfLoggedIn } from '../user/components/useLeaveIfLoggedIn'
import { finishLogin } from '@/stores/session'
import { LOGIN_PAGE, loginTarget, problemText, usePageParams } from '@/lib/navigation'
import './index.scss'

/** /pages/login/index: the mini-program's login — wx.login's code, exchanged by the API for a session; then phone binding. */
export default function MiniProgramLoginPage () {
  const root = useStores()
  const redirectRaw = usePageParams().redirect_url ?? null
  const [agreed, setAgreed] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [needsPhone, setNeedsPhone] = useState(false)
  const weapp = requestSettings().platform.runtime === 'weapp'
  // the phone login comes back to the same place; loginTarget decodes (WeChat hands the query over still encoded) and keeps it internal
  const phoneLogin = `${LOGIN_PAGE}?redirect_url=${encodeURIComponent(loginTarget(redirectRaw))}`
  const leaving = useLeaveIfLoggedIn(redirectRaw)
  // outside the mini-program this page has no WeChat login: the H5 login page is the one login there
  useEffect(() => { if (!leaving && !weapp) void Taro.redirectTo({ url: phoneLogin }) }, [leaving, weapp, phoneLogin])

  const login = async () => {
    if (!agreed) { setProblem(CONSENT_NEEDED); return }
    setBusy(true)
    setProblem(null)
    try {
      const { code } = await Taro.login()
      if (!code) throw new Error('no code')
      const result = await miniProgramLogin(code)
      if (result.user.phone) await finishLogin(root, result, redirectRaw)
      else { root.user.keep(result.user); startPollAfterLogin(root); setNeedsPhone(true) }
    } catch (error) {
      setProblem(problemText(error, '微信登录失败，请稍后重试'))
    } finally {
      setBusy(false)
    }
  }

  if (leaving || !weapp) return <View className='mp-login' />
  if (needsPhone) {
    return (
      <View className='mp-login'>
        <Text className='mp-login__logo'>C5</Text>
        <Text className='mp-login__title'>登录成功</Text>
        <Text className='mp-login__note'>绑定手机号后可接收交易通知、找回账号</Text>
        <View className='mp-login__actions'>
          <SubmitButton text='绑定手机号' onClick={() => { void Taro.redirectTo({ url: '/pages/user/account/phone' }) }} />
          <View className='mp-login__gap' />
          <SubmitButton
            plain
            text='暂不绑定'
            onClick={() => { void finishLogin(root, { access_token: '', expires_at: 0, user: root.user.info! }, loginTarget(redirectRaw)) }}
          />
        </View>
      </View>
    )
  }

  return (
    <View className='mp-login'>
      <Text className='mp-login__logo'>C5</Text>
      <Text className='mp-login__title'>C5 饰品市场</Text>
      <Text className='mp-login__note'>DOTA2 · CS2 饰品交易</Text>
      <Notice text={problem} />
      <View className='mp-login__actions'>
        <SubmitButton text='微信一键登录' busy={busy} onClick={login} />
        <Text className='mp-login__other' onClick={() => { void Taro.navigateTo({ url: phoneLogin }) }}>使用手机号登录</Text>
        <AgreementConsent agreed={agreed} onChange={(next) => { setAgreed(next); if (next) setProblem(null) }} />
      </View>
    </View>
  )
}
