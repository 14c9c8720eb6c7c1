import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import FormField, { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import ListState from '@/components/ListState'
import PayPasswordSheet from '@/components/PayPasswordSheet'
import SmsCodeButton from '@/components/SmsCodeButton'
import { checkNewPayPassword, checkSmsCode, firstProblem } from '@/lib/validate'
import { changePayPassword, settingSmsCode } from '@/services/accountSettings'
import { maskPhone } from '@/lib/format'
import { backOrReplace, problemText, toast } from '@/lib/navigation'
import { useMe } from '../components/useMe'
import './index.scss'
import LoginGate from '@/components/LoginGate'

/** /pages/user/account/code: SMS verification of the bound phone, then a new pay password (forgotten pay password). */
function SmsVerifyPage () {
  const { root, info, errMsg, reload } = useMe()
  const [code, setCode] = useState('')
  const [first, setFirst] = useState('')
  const [second, setSecond] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (!info) return <View className='account-form'><ListState loading={!errMsg} error={errMsg} count={0} hasMore={false} onRetry={reload} /></View>
  if (!info.phone || !info.has_pay_password) {
    return (
      <View className='account-form account-form__done'>
        <Text className='account-form__done-title'>{info.phone ? '尚未设置支付密码' : '请先绑定手机号'}</Text>
        <Text className='account-form__done-note'>{info.phone ? '设置后可在此通过短信重置' : '短信验证需要已绑定的手机号'}</Text>
        <View className='account-form__actions'>
          <SubmitButton
            text={info.phone ? '去设置' : '去绑定'}
            onClick={() => { void Taro.redirectTo({ url: info.phone ? '/pages/user/account/paypwd' : '/pages/user/account/phone' }) }}
          />
        </View>
      </View>
    )
  }

  const submit = async () => {
    const reason = firstProblem(checkSmsCode(code), checkNewPayPassword(first, second))
    setProblem(reason)
    if (reason) return
    setBusy(true)
    try {
      root.user.keep(await changePayPassword(first, { code: code.trim() }))
      toast('支付密码已重置')
      await backOrReplace('/pages/user/account/index')
    } catch (error) {
      setProblem(problemText(error))
    } finally {
      setFirst('')
      setSecond('')
      setBusy(false)
    }
  }

  return (
    <View className='account-form'>
      <View className='account-form__intro'><Text>验证码将发送至 {maskPhone(info.phone)}，验证后设置新的支付密码。</Text></View>
      <View className='account-form__card'>
        <FormField label='验证码' extra={<SmsCodeButton send={() => settingSmsCode('pay_password')} onProblem={setProblem} onSent={() => setProblem(null)} />}>
          <Input className='account-form__input' type='number' maxlength={6} placeholder='请输入 6 位验证码' value={code} onInput={(e) => setCode(e.detail.value)} />
        </FormField>
        <PayPasswordSheet label='新支付密码' value={first} onChange={setFirst} setLink={false} />
        <PayPasswordSheet label='再次输入' placeholder='请再次输入新支付密码' value={second} onChange={setSecond} setLink={false} />
      </View>
      <Notice text={problem} />
      <View className='account-form__actions'><SubmitButton text='确认重置' busy={busy} onClick={submit} /></View>
    </View>
  )
}

const Screen = observer(SmsVerifyPage)

export default function Page () {
  return <LoginGate back='/pages/user/account/code' what='短信验证'><Screen /></LoginGate>
}
