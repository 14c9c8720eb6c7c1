import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import ListState from '@/components/ListState'
import { requestSettings } from '@/lib/request'
import { bindSteamId, steamLoginUrl } from '@/services/account'
import { beginLogin, consumeLoginState } from '@/lib/loginState'
import { steamAnswerOf } from '@/lib/steamAnswer'
import { problemText, toast, usePageParams } from '@/lib/navigation'
import { useMe } from './components/useMe'
import './components/steamPage.scss'
import LoginGate from '@/components/LoginGate'

/** /pages/user/steambind: bind a Steam account through Steam's OpenID page, then set the trade URL. */
function SteamBindPage () {
  const { root, info, errMsg, reload } = useMe()
  const params = usePageParams()
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  // back from Steam: the OpenID answer names the account
  useEffect(() => {
    const claimed = params['openid.claimed_id']
    if (!claimed) return
    // only an answer to a binding started here (lib/loginState): no binding someone else's Steam account by a link
    const check = consumeLoginState(params.state, 'steambind')
    if (!check.ok) { setProblem('该 Steam 授权不是从本页面发起或已失效，为保护账号安全未绑定，请重新前往 Steam 授权'); return }
    const answer = steamAnswerOf(params)
    if (!answer) { setProblem('Steam 返回的账号信息无效，请重试'); return }
    setBusy(true)
    // the whole signed answer goes to the server, which has Steam vouch for it (a bare Steam id would not be trusted)
    bindSteamId(answer)
      .then((user) => { root.user.keep(user); toast('Steam 账号已绑定') })
      .catch((error: unknown) => setProblem(problemText(error, '绑定失败，请重试')))
      .finally(() => setBusy(false))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount: an OpenID answer is used once
  }, [])

  if (!info) return <View className='steam-page'><ListState loading={!errMsg} error={errMsg} count={0} hasMore={false} onRetry={reload} /></View>

  const start = async () => {
    setBusy(true)
    try {
      const { url } = await steamLoginUrl(`/pages/user/steambind?state=${beginLogin('steambind', '/pages/user/steambind')}`)
      requestSettings().platform.openExternal(url.startsWith('/') ? requestSettings().baseUrl + url : url)
    } catch (error) {
      setProblem(problemText(error, 'Steam 绑定暂不可用'))
      setBusy(false)
    }
  }

  return (
    <View className='steam-page'>
      <View className='steam-page__card'>
        <Text className='steam-page__title'>{info.steam_id ? 'Steam 账号已绑定' : '绑定 Steam 账号'}</Text>
        <View className='steam-page__state'>
          <Text className='steam-page__id'>{info.steam_id ?? '将跳转至 Steam 官方页面登录授权'}</Text>
          <Text className={`steam-page__badge steam-page__badge--${info.steam_id ? 'ok' : 'warn'}`}>{info.steam_id ? '已绑定' : '未绑定'}</Text>
        </View>
        <Text className='steam-page__help'>我们只通过 Steam OpenID 获取你的 Steam ID，不会获取你的 Steam 密码。一个 Steam 账号只能绑定一个 C5 账号。</Text>
      </View>
      <Notice text={problem} />
      <View className='steam-page__actions'>
        {info.steam_id
          ? <SubmitButton text={info.trade_url ? '查看交易链接' : '下一步：设置交易链接'} onClick={() => { void Taro.redirectTo({ url: '/pages/user/setting/steam' }) }} />
          : <SubmitButton text='前往 Steam 授权' busy={busy} onClick={start} />}
        <View className='steam-page__gap' />
        <SubmitButton plain text='Steam 交易设置指引' onClick={() => { void Taro.navigateTo({ url: '/pages/guidance/steam' }) }} />
      </View>
    </View>
  )
}

const Screen = observer(SteamBindPage)

export default function Page () {
  return <LoginGate back='/pages/user/steambind' what='Steam 绑定'><Screen /></LoginGate>
}
