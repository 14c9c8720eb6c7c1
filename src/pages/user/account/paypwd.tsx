import { useState } from 'react'
import type { UserInfo } from '../../../../types/api'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import ListState from '@/components/ListState'
import PayPasswordSheet from '@/components/PayPasswordSheet'
import { checkNewPayPassword, checkPayPasswordEntry, firstProblem } from '@/lib/validate'
import { changePayPassword, setPayPassword, switchPayPassword } from '@/services/accountSettings'
import { backOrReplace, problemText, toast } from '@/lib/navigation'
import { useMe } from '../components/useMe'
import './index.scss'
import './pages.scss'
import LoginGate from '@/components/LoginGate'

type Tab = 'change' | 'switch'

/** /pages/user/account/paypwd: set (twice), change (old + new twice) and switch the pay password. Nothing is kept on the client. */
function PayPasswordPage () {
  const { root, info, errMsg, reload } = useMe()
  const [tab, setTab] = useState<Tab>('change')
  const [old, setOld] = useState('')
  const [first, setFirst] = useState('')
  const [second, setSecond] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (!info) return <View className='account-form'><ListState loading={!errMsg} error={errMsg} count={0} hasMore={false} onRetry={reload} /></View>

  const clear = () => { setOld(''); setFirst(''); setSecond('') }
  const run = async (action: () => Promise<UserInfo>, done: string) => {
    setBusy(true)
    try {
      root.user.keep(await action())
      clear()
      setProblem(null)
      toast(done)
      await backOrReplace('/pages/user/account/index')
    } catch (error) {
      clear()
      setProblem(problemText(error))
    } finally {
      setBusy(false)
    }
  }

  if (!info.has_pay_password) {
    const submit = () => {
      const reason = checkNewPayPassword(first, second)
      setProblem(reason)
      if (!reason) void run(() => setPayPassword(first), '支付密码已设置')
    }
    return (
      <View className='account-form'>
        <View className='account-form__intro'><Text>支付密码用于余额支付，请设置 6 位数字，不要使用相同或连续的数字。</Text></View>
        <View className='account-form__card'>
          <PayPasswordSheet label='设置支付密码' value={first} onChange={setFirst} setLink={false} />
          <PayPasswordSheet label='再次输入' placeholder='请再次输入支付密码' value={second} onChange={setSecond} setLink={false} />
        </View>
        <Notice text={problem} />
        <View className='account-form__actions'><SubmitButton text='确认设置' busy={busy} onClick={submit} /></View>
      </View>
    )
  }

  const submitChange = () => {
    const reason = firstProblem(checkPayPasswordEntry(old), checkNewPayPassword(first, second), old === first ? '新支付密码不能与原密码相同' : null)
    setProblem(reason)
    if (!reason) void run(() => changePayPassword(first, { oldPayPassword: old }), '支付密码已修改')
  }
  const submitSwitch = () => {
    const reason = checkPayPasswordEntry(old)
    setProblem(reason)
    if (!reason) void run(() => switchPayPassword(!info.pay_password_enabled, old), info.pay_password_enabled ? '余额支付已关闭' : '余额支付已开启')
  }

  return (
    <View className='account-form'>
      <View className='account-form__tabs'>
        {([['change', '修改支付密码'], ['switch', '余额支付开关']] as [Tab, string][]).map(([key, text]) => (
          <Text
            key={key}
            className={`account-form__tab${tab === key ? ' account-form__tab--on' : ''}`}
            onClick={() => { setTab(key); clear(); setProblem(null) }}
          >
            {text}
          </Text>
        ))}
      </View>
      {tab === 'change'
        ? (
          <View className='account-form__card'>
            <PayPasswordSheet label='原支付密码' placeholder='请输入原支付密码' value={old} onChange={setOld} setLink={false} />
            <PayPasswordSheet label='新支付密码' value={first} onChange={setFirst} setLink={false} />
            <PayPasswordSheet label='再次输入新支付密码' placeholder='请再次输入新支付密码' value={second} onChange={setSecond} setLink={false} />
          </View>
          )
        : (
          <View className='account-form__card'>
            <View className='account-form__intro'>
              <Text>余额支付当前{info.pay_password_enabled ? '已开启' : '已关闭'}。{info.pay_password_enabled ? '关闭后将不能使用余额付款。' : '开启后使用余额付款需输入支付密码。'}</Text>
            </View>
            <PayPasswordSheet label='输入支付密码确认' value={old} onChange={setOld} setLink={false} />
          </View>
          )}
      <Notice text={problem} />
      <View className='account-form__actions'>
        {tab === 'change'
          ? <SubmitButton text='确认修改' busy={busy} onClick={submitChange} />
          : <SubmitButton text={info.pay_password_enabled ? '关闭余额支付' : '开启余额支付'} busy={busy} onClick={submitSwitch} />}
        <Text className='account-form__link' onClick={() => Taro.navigateTo({ url: '/pages/user/account/code' })}>忘记支付密码？通过短信重置</Text>
      </View>
    </View>
  )
}

const Screen = observer(PayPasswordPage)

export default function Page () {
  return <LoginGate back='/pages/user/account/paypwd' what='支付密码'><Screen /></LoginGate>
}
