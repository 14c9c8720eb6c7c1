import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import FormField, { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import ListState from '@/components/ListState'
import SmsCodeButton from '@/components/SmsCodeButton'
import { checkSmsCode } from '@/lib/validate'
import { settingSmsCode, unbindPhone } from '@/services/accountSettings'
import { maskPhone } from '@/lib/format'
import { backOrReplace, problemText, toast } from '@/lib/navigation'
import { useMe } from '../components/useMe'
import './index.scss'
import LoginGate from '@/components/LoginGate'
import { showDialog } from '@/lib/dialog'

/** /pages/user/account/unbindphone: unbind the phone with a code sent to it. */
function UnbindPhonePage () {
  const { root, info, errMsg, reload } = useMe()
  const [code, setCode] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (!info) return <View className='account-form'><ListState loading={!errMsg} error={errMsg} count={0} hasMore={false} onRetry={reload} /></View>
  if (!info.phone) {
    return (
      <View className='account-form account-form__done'>
        <Text className='account-form__done-title'>尚未绑定手机号</Text>
        <View className='account-form__actions'>
          <SubmitButton text='去绑定' onClick={() => { void Taro.redirectTo({ url: '/pages/user/account/phone' }) }} />
        </View>
      </View>
    )
  }

  const submit = async () => {
    const reason = checkSmsCode(code)
    setProblem(reason)
    if (reason) return
    const sure = await showDialog({ title: '确认解绑', content: '解绑后将不能使用该手机号登录和接收验证码', confirmText: '解绑', cancelText: '取消' }).catch(() => ({ confirm: false }))
    if (!sure.confirm) return
    setBusy(true)
    try {
      root.user.keep(await unbindPhone(code.trim()))
      toast('手机号已解绑')
      await backOrReplace('/pages/user/account/index')
    } catch (error) {
      setProblem(problemText(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='account-form'>
      <View className='account-form__intro'><Text>验证码将发送至 {maskPhone(info.phone)}。解绑前请确保已绑定 Steam 或微信，否则将无法登录。</Text></View>
      <View className='account-form__card'>
        <FormField label='验证码' extra={<SmsCodeButton send={() => settingSmsCode('unbind_phone')} onProblem={setProblem} onSent={() => setProblem(null)} />}>
          <Input className='account-form__input' type='number' maxlength={6} placeholder='请输入 6 位验证码' value={code} onInput={(e) => setCode(e.detail.value)} />
        </FormField>
      </View>
      <Notice text={problem} />
      <View className='account-form__actions'><SubmitButton text='确认解绑' busy={busy} onClick={submit} /></View>
    </View>
  )
}

const Screen = observer(UnbindPhonePage)

export default function Page () {
  return <LoginGate back='/pages/user/account/unbindphone' what='手机解绑'><Screen /></LoginGate>
}
