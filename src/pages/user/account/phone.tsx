import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import { observer } from 'mobx-react-lite'
import FormField, { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import ListState from '@/components/ListState'
import SmsCodeButton from '@/components/SmsCodeButton'
import { checkPhone, checkSmsCode, firstProblem } from '@/lib/validate'
import { bindPhone, changePhone, settingSmsCode } from '@/services/accountSettings'
import { maskPhone } from '@/lib/format'
import { backOrReplace, problemText, toast } from '@/lib/navigation'
import { useMe } from '../components/useMe'
import './index.scss'
import './pages.scss'
import LoginGate from '@/components/LoginGate'

/** /pages/user/account/phone: bind a phone, or change it (code to the old phone, then to the new one). */
function PhonePage () {
  const { root, info, errMsg, reload } = useMe()
  const [step, setStep] = useState<1 | 2>(1)
  const [oldCode, setOldCode] = useState('')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (!info) return <View className='account-form'><ListState loading={!errMsg} error={errMsg} count={0} hasMore={false} onRetry={reload} /></View>
  const changing = Boolean(info.phone)

  const nextStep = () => {
    const reason = checkSmsCode(oldCode)
    setProblem(reason)
    if (!reason) setStep(2)
  }

  const submit = async () => {
    const reason = firstProblem(checkPhone(phone), checkSmsCode(code), changing && phone.trim() === info.phone ? '新手机号不能与原手机号相同' : null)
    setProblem(reason)
    if (reason) return
    setBusy(true)
    try {
      const updated = changing ? await changePhone(oldCode.trim(), phone.trim(), code.trim()) : await bindPhone(phone.trim(), code.trim())
      root.user.keep(updated)
      toast(changing ? '手机号已更换' : '手机号已绑定')
      await backOrReplace('/pages/user/account/index')
    } catch (error) {
      setProblem(problemText(error))
      // the old phone's code is used up by a failed change only when it was right; start again from step 1 then
      if (changing) { setStep(1); setOldCode('') }
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='account-form'>
      {changing && (
        <View className='account-form__steps'>
          <Text className={`account-form__step${step === 1 ? ' account-form__step--on' : ''}`}>1 验证原手机</Text>
          <Text className={`account-form__step${step === 2 ? ' account-form__step--on' : ''}`}>2 绑定新手机</Text>
        </View>
      )}
      <View className='account-form__intro'>
        <Text>{changing ? (step === 1 ? `验证码将发送至当前手机 ${maskPhone(info.phone!)}` : '请输入新的手机号并完成验证') : '绑定手机后可使用短信登录、找回密码和设置支付密码'}</Text>
      </View>
      {changing && step === 1
        ? (
          <View className='account-form__card'>
            <FormField label='验证码' extra={<SmsCodeButton send={() => settingSmsCode('change_phone')} onProblem={setProblem} onSent={() => setProblem(null)} />}>
              <Input
                className='account-form__input'
                type='number'
                maxlength={6}
                placeholder='原手机验证码'
                value={oldCode}
                onInput={(e) => setOldCode(e.detail.value)}
              />
            </FormField>
          </View>
          )
        : (
          <View className='account-form__card'>
            <FormField label={changing ? '新手机号' : '手机号'}>
              <Input
                className='account-form__input'
                type='number'
                maxlength={11}
                placeholder='请输入手机号'
                value={phone}
                onInput={(e) => setPhone(e.detail.value)}
              />
            </FormField>
            <FormField
              label='验证码'
              extra={<SmsCodeButton
                send={() => settingSmsCode('bind_phone', phone.trim())}
                check={() => checkPhone(phone)}
                onProblem={setProblem}
                onSent={() => setProblem(null)}
              />}
            >
              <Input
                className='account-form__input'
                type='number'
                maxlength={6}
                placeholder='请输入 6 位验证码'
                value={code}
                onInput={(e) => setCode(e.detail.value)}
              />
            </FormField>
          </View>
          )}
      <Notice text={problem} />
      <View className='account-form__actions'>
        {changing && step === 1
          ? <SubmitButton text='下一步' onClick={nextStep} />
          : <SubmitButton text={changing ? '确认更换' : '确认绑定'} busy={busy} onClick={submit} />}
      </View>
    </View>
  )
}

const Screen = observer(PhonePage)

export default function Page () {
  return <LoginGate back='/pages/user/account/phone' what='手机绑定'><Screen /></LoginGate>
}
