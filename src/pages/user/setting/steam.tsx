import { useState } from 'react'
import { View, Text, Textarea } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import ListState from '@/components/ListState'
import { checkTradeUrl } from '@/lib/validate'
import { saveTradeUrl } from '@/services/accountSettings'
import { problemText, toast } from '@/lib/navigation'
import { useMe } from '../components/useMe'
import '../components/steamPage.scss'
import './steam.scss'
import LoginGate from '@/components/LoginGate'

/** /pages/user/setting/steam: Steam binding state and the trade URL (validated before saving). */
function SteamSettingsPage () {
  const { root, info, errMsg, reload } = useMe()
  const [tradeUrl, setTradeUrl] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const [busy, setBusy] = useState(false)

  if (!info) return <View className='steam-page'><ListState loading={!errMsg} error={errMsg} count={0} hasMore={false} onRetry={reload} /></View>
  const value = tradeUrl ?? info.trade_url ?? ''

  const save = async () => {
    const reason = checkTradeUrl(value)
    setProblem(reason)
    setSaved(false)
    if (reason) return
    setBusy(true)
    try {
      root.user.keep(await saveTradeUrl(value.trim()))
      setTradeUrl(null)
      setSaved(true)
      toast('交易链接已保存')
    } catch (error) {
      setProblem(problemText(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='steam-page'>
      <View className='steam-page__card'>
        <Text className='steam-page__title'>Steam 账号</Text>
        <View className='steam-page__state'>
          <Text className='steam-page__id'>{info.steam_id ?? '尚未绑定 Steam 账号'}</Text>
          <Text className={`steam-page__badge steam-page__badge--${info.steam_id ? 'ok' : 'warn'}`}>{info.steam_id ? '已绑定' : '未绑定'}</Text>
        </View>
        {!info.steam_id && (
          <View className='steam-page__actions'>
            <SubmitButton text='绑定 Steam' onClick={() => { void Taro.navigateTo({ url: '/pages/user/steambind' }) }} />
          </View>
        )}
      </View>
      <View className='steam-page__card'>
        <Text className='steam-page__title'>交易链接</Text>
        <Textarea
          className='steam-page__textarea'
          placeholder='https://steamcommunity.com/tradeoffer/new/?partner=…&token=…'
          value={value}
          maxlength={200}
          onInput={(e) => { setTradeUrl(e.detail.value); setSaved(false) }}
        />
        <Text className='steam-page__help'>
          在 Steam 「库存 → 交易报价 → 谁能向我发送交易报价」中复制交易链接。
          <Text className='steam-page__link' onClick={() => Taro.navigateTo({ url: '/pages/guidance/steam' })}>查看图文教程 ›</Text>
        </Text>
      </View>
      <Notice text={problem} />
      {saved && <Notice tone='ok' text='交易链接已保存，请重新完成账号检测后交易' />}
      <View className='steam-page__actions'>
        <SubmitButton text='保存交易链接' busy={busy} onClick={save} />
        <View className='steam-page__gap' />
        <SubmitButton plain text='账号检测' onClick={() => { void Taro.navigateTo({ url: '/pages/user/check/index' }) }} />
      </View>
    </View>
  )
}

const Screen = observer(SteamSettingsPage)

export default function Page () {
  return <LoginGate back='/pages/user/setting/steam' what='Steam 设置'><Screen /></LoginGate>
}
