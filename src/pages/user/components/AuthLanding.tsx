import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import { SubmitButton } from '@/components/FormField'
import { requestSettings } from '@/lib/request'
import { consumeLoginState, loginStateRefusalText, type LoginLanding } from '@/lib/loginState'
import { SHOP_TAB } from '@/lib/redirect'
import { saveToken } from '@/lib/token'
import { steamAnswerOf } from '@/lib/steamAnswer'
import { partnerLogin, steamLogin } from '@/services/account'
import { useStores } from '@/stores/context'
import { startPollAfterLogin } from '@/stores/startup'
import { finishLogin } from '@/stores/session'
import { LOGIN_PAGE, openRoute, problemText, usePageParams } from '@/lib/navigation'
import './steamPage.scss'

const TOKEN = /^[A-Za-z0-9._-]{10,2048}$/

const decoded = (value: string): string => {
  try { return decodeURIComponent(value) } catch { return value }
}

/**
 * A login landing: the provider's return (a Steam OpenID answer, a partner's one-time ticket, or a
 * token handed back) becomes a session, then the page the login started from. Only a hand-back
 * carrying a `state` this app made for this landing is taken (lib/loginState: no login CSRF);
 * anything else is refused before anything is stored or sent.
 */
export default function AuthLanding ({ partner = false }: { partner?: boolean }) {
  const root = useStores()
  const params = usePageParams()
  const [problem, setProblem] = useState('')

  useEffect(() => {
    const landing: LoginLanding = partner ? 'catLogin' : 'auth'
    const check = consumeLoginState(params.state, landing)
    if (!check.ok) { setProblem(loginStateRefusalText(check.reason)); return }
    const target = check.target
    const steamAnswer = partner ? null : steamAnswerOf(params)
    const token = params.access_token ?? params.token
    if (steamAnswer) {
      steamLogin(steamAnswer)
        .then((result) => finishLogin(root, result, target))
        .catch((error: unknown) => setProblem(problemText(error, '登录校验失败，请重新登录')))
    } else if (partner && params.ticket) {
      partnerLogin(decoded(params.ticket))
        .then((result) => finishLogin(root, result, target))
        .catch((error: unknown) => setProblem(problemText(error, '合作方登录失败，请重新登录')))
    } else if (token && TOKEN.test(token)) {
      saveToken(requestSettings().platform, token)
      root.user.loadInfo()
        .then(() => {
          if (!root.user.info) throw new Error('no user')
          startPollAfterLogin(root)
          return openRoute(target, 'replace')
        })
        .catch(() => setProblem('登录凭证无效或已过期，请重新登录'))
    } else {
      setProblem('缺少登录凭证，请重新登录')
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on mount: a hand-back is taken once
  }, [])

  return (
    <View className='steam-page'>
      <View className='steam-page__card'>
        <Text className='steam-page__title'>{problem ? '登录未完成' : partner ? '正在通过合作方登录…' : '正在登录…'}</Text>
        <Text className='steam-page__help'>{problem || '正在验证身份，请稍候'}</Text>
      </View>
      {problem && (
        <View className='steam-page__actions'>
          <SubmitButton text='去登录' onClick={() => { void openRoute(LOGIN_PAGE, 'replace') }} />
          <View className='steam-page__gap' />
          <SubmitButton plain text='返回商城' onClick={() => { void openRoute(SHOP_TAB, 'replace') }} />
        </View>
      )}
    </View>
  )
}
