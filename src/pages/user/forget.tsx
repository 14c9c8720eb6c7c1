import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import FormField, { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import SmsCodeButton from '@/components/SmsCodeButton'
import { checkPasswordStrength, checkPhone, checkSmsCode, firstProblem } from '@/lib/validate'
import { forgotPasswordCode, resetPassword } from '@/services/account'
import { problemText } from '@/lib/navigation'
import './account/index.scss'

/** /pages/user/forget: reset the login password by SMS code. */
export default function ForgotPasswordPage () {
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  const submit = async () => {
    const reason = firstProblem(checkPhone(phone), checkSmsCode(code), checkPasswordStrength(password), password !== repeat ? '两次输入的密码不一致' : null)
    setProblem(reason)
    if (reason) return
    setBusy(true)
    try {
      await resetPassword(phone.trim(), code.trim(), password)
      setDone(true)
    } catch (error) {
      setProblem(problemText(error))
    } finally {
      setPassword('')
      setRepeat('')
      setBusy(false)
    }
  }

  if (done) {
    return (
      <View className='account-form account-form__done'>
        <Text className='account-form__done-title'>密码已重置</Text>
        <Text className='account-form__done-note'>为了账号安全，其他设备上的登录已失效</Text>
        <View className='account-form__actions'><SubmitButton text='去登录' onClick={() => { void Taro.redirectTo({ url: '/pages/user/login' }) }} /></View>
      </View>
    )
  }
  return (
    <View className='account-form'>
      <View className='account-form__intro'><Text>通过绑定的手机号验证身份，然后设置新的登录密码。</Text></View>
      <View className='account-form__card'>
        <FormField label='手机号'>
          <Input className='account-form__input' type='number' maxlength={11} placeholder='请输入手机号' value={phone} onInput={(e) => setPhone(e.detail.value)} />
        </FormField>
        <FormField
          label='验证码'
          extra={<SmsCodeButton
            send={() => forgotPasswordCode(phone.trim())}
            check={() => checkPhone(phone)}
            onProblem={setProblem}
            onSent={() => setProblem(null)}
          />}
        >
          <Input className='account-form__input' type='number' maxlength={6} placeholder='请输入 6 位验证码' value={code} onInput={(e) => setCode(e.detail.value)} />
        </FormField>
        <FormField label='新密码'>
          <Input
            className='account-form__input'
            password
            maxlength={32}
            placeholder='8-32 位，含字母和数字'
            value={password}
            onInput={(e) => setPassword(e.detail.value)}
          />
        </FormField>
        <FormField label='确认密码'>
          <Input className='account-form__input' password maxlength={32} placeholder='请再次输入新密码' value={repeat} onInput={(e) => setRepeat(e.detail.value)} />
        </FormField>
      </View>
      <Notice text={problem} />
      <View className='account-form__actions'><SubmitButton text='重置密码' busy={busy} onClick={submit} /></View>
    </View>
  )
}
