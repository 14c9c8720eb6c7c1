import { useEffect, useState } from 'react'
import { View, Text, Input, Button } from '@tarojs/components'
import { tappable } from '@/lib/tappable'
import Taro from '@tarojs/taro'
import { requestSettings } from '@/lib/request'
import { beginLogin } from '@/lib/loginState'
import { checkLoginPassword, checkPhone, checkSmsCode, firstProblem } from '@/lib/validate'
import { sendSmsCode } from '@/services/auth'
import { steamLoginUrl } from '@/services/account'
import { agreementVersions } from '@/services/content'
import { useStores } from '@/stores/context'
import FormField, { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import SmsCodeButton from '@/components/SmsCodeButton'
import AgreementConsent, { CONSENT_NEEDED } from './components/AgreementConsent'
import { useLeaveIfLoggedIn } from './components/useLeaveIfLoggedIn'
import { finishLogin } from '@/stores/session'
import { loginTarget, problemText, usePageParams } from '@/lib/navigation'
import './login.scss'

type Mode = 'sms' | 'password'

/** /pages/user/login: SMS code or password, Steam, agreement consent; back to redirect_url. */
export default function LoginPage () {
  const root = useStores()
  const params = usePageParams()
  const redirectRaw = params.redirect_url ?? null
  // sent here because the session ended (lib/request's 401 hand-off adds reason=expired)
  const expired = params.reason === 'expired'
  const platform = requestSettings().platform
  const [mode, setMode] = useState<Mode>('sms')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [agreed, setAgreed] = useState(false)
  const [version, setVersion] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [fieldProblem, setFieldProblem] = useState<{ phone?: string | null, secret?: string | null }>({})
  const [busy, setBusy] = useState(false)
  // the native app logs in itself: hand the request to its bridge (spec 6)
  const [handedToApp, setHandedToApp] = useState(false)
  const leaving = useLeaveIfLoggedIn(redirectRaw)

  useEffect(() => {
    if (leaving) return
    if (platform.runtime === 'app' && platform.appLogin(loginTarget(redirectRaw))) setHandedToApp(true)
    agreementVersions()
      .then((list) => setVersion(list.find((v) => v.kind === 'user')?.version ?? ''))
      .catch(() => undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount: the page's query does not change
  }, [])

  const switchMode = (next: Mode) => { setMode(next); setProblem(null); setFieldProblem({}) }

  const submit = async () => {
    const phoneProblem = checkPhone(phone)
    const secretProblem = mode === 'sms' ? checkSmsCode(code) : checkLoginPassword(password)
    setFieldProblem({ phone: phoneProblem, secret: secretProblem })
    const reason = firstProblem(phoneProblem, secretProblem, agreed ? null : CONSENT_NEEDED)
    setProblem(reason)
    if (reason) return
    setBusy(true)
    try {
      const form = mode === 'sms'
        ? { type: 'sms' as const, phone: phone.trim(), code: code.trim() }
        : { type: 'password' as const, phone: phone.trim(), password }
      const result = await root.user.login(form)
      setPassword('')
      await finishLogin(root, result, redirectRaw)
    } catch (error) {
      setProblem(problemText(error, '登录失败，请稍后重试'))
    } finally {
      setBusy(false)
    }
  }

  const steam = async () => {
    if (!agreed) { setProblem(CONSENT_NEEDED); return }
    try {
      // the landing takes the answer only with this state; it keeps where to go afterwards
      const back = `/pages/user/auth?state=${beginLogin('auth', loginTarget(redirectRaw))}`
      const { url } = await steamLoginUrl(back)
      platform.openExternal(url.startsWith('/') ? requestSettings().baseUrl + url : url)
    } catch (error) {
      setProblem(problemText(error, 'Steam 登录暂不可用'))
    }
  }

  if (leaving) return <View className='login' />
  if (handedToApp) {
    return (
      <View className='login-page login-page--app'>
        <Text className='login-page__title'>请在 App 中完成登录</Text>
        <Text className='login-page__subtitle'>登录后将自动回到当前页面</Text>
        <SubmitButton text='重新唤起登录' onClick={() => platform.appLogin(loginTarget(redirectRaw))} />
      </View>
    )
  }

  return (
    <View className='login-page'>
      {expired && <View className='login-page__expired' role='alert'><Text>登录失效，请重新登录</Text></View>}
      <View className='login-page__head'>
        <Text className='login-page__title'>欢迎来到 C5 饰品市场</Text>
        <Text className='login-page__subtitle'>未注册的手机号验证后将自动创建账号</Text>
      </View>
      <View className='login-page__tabs' role='tablist'>
        {(['sms', 'password'] as Mode[]).map((m) => (
          <View
            key={m}
            role='tab'
            aria-selected={mode === m}
            className={`login-page__tab${mode === m ? ' login-page__tab--on' : ''}`}
            onClick={() => switchMode(m)}
          >
            <Text>{m === 'sms' ? '验证码登录' : '密码登录'}</Text>
          </View>
        ))}
      </View>
      <View className='login-page__form'>
        <FormField error={fieldProblem.phone}>
          <Input className='login-page__input' type='number' maxlength={11} placeholder='请输入手机号' value={phone} onInput={(e) => setPhone(e.detail.value)} />
        </FormField>
        {mode === 'sms'
          ? (
            <FormField
              error={fieldProblem.secret}
              extra={<SmsCodeButton
                send={() => sendSmsCode(phone.trim(), 'login')}
                check={() => checkPhone(phone)}
                onProblem={(text) => setProblem(text)}
                onSent={() => setProblem(null)}
              />}
            >
              <Input className='login-page__input' type='number' maxlength={6} placeholder='请输入 6 位验证码' value={code} onInput={(e) => setCode(e.detail.value)} />
            </FormField>
            )
          : (
            <FormField error={fieldProblem.secret}>
              <Input className='login-page__input' password maxlength={64} placeholder='请输入密码' value={password} onInput={(e) => setPassword(e.detail.value)} />
            </FormField>
            )}
      </View>
      <Notice text={problem} />
      <View className='login-page__actions'>
        <SubmitButton text='登录' busy={busy} onClick={submit} />
        <View className='login-page__links'>
          {mode === 'password'
            ? <Text {...tappable()} className='login-page__link' onClick={() => Taro.navigateTo({ url: '/pages/user/forget' })}>忘记密码？</Text>
            : <Text className='login-page__hint'>验证码 5 分钟内有效</Text>}
        </View>
        <AgreementConsent
          agreed={agreed}
          onChange={(next) => { setAgreed(next); if (next && problem === CONSENT_NEEDED) setProblem(null) }}
          version={version}
        />
      </View>
      {platform.runtime !== 'weapp' && (
        <View className='login-page__other'>
          <View className='login-page__divider'><Text>其他登录方式</Text></View>
          <Button {...tappable()} className='login-page__steam' onClick={steam}>
            <Text className='login-page__steam-mark'>S</Text>
            <Text>Steam 登录</Text>
          </Button>
        </View>
      )}
    </View>
  )
}
