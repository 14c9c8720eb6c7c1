import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { SubmitButton } from '@/components/FormField'
import { requestSettings } from '@/lib/request'
import { saveToken } from '@/lib/token'
import { steamLogin } from '@/services/account'
import { useStores } from '@/stores/context'
import { startPollAfterLogin } from '@/stores/startup'
import { finishLogin } from './session'
import { loginTarget, openRoute, problemText, usePageParams } from './navigation'
import '../setting/index.scss'

const TOKEN = /^[A-Za-z0-9._-]{10,2048}$/

/**
 * A login landing: the provider's return (a Steam OpenID answer, or a token handed back by
 * the auth provider or a partner's single sign-on) becomes a session, then redirect_url.
 */
export default function AuthLanding ({ partner = false }: { partner?: boolean }) {
  const root = useStores()
  const params = usePageParams()
  const [problem, setProblem] = useState('')

  useEffect(() => {
    const redirect = params.redirect_url ? decodeURIComponent(params.redirect_url) : null
    const claimed = params['openid.claimed_id']
    const token = params.access_token ?? params.token
    if (params['openid.mode'] === 'id_res' && claimed && params['openid.sig']) {
      steamLogin({ 'openid.mode': 'id_res', 'openid.claimed_id': decodeURIComponent(claimed), 'openid.sig': decodeURIComponent(params['openid.sig']) })
        .then((result) => finishLogin(root, result, redirect))
        .catch((error: unknown) => setProblem(problemText(error, '登录校验失败，请重新登录')))
    } else if (token && TOKEN.test(token)) {
      saveToken(requestSettings().platform, token)
      root.user.loadInfo()
        .then(() => {
          if (!root.user.info) throw new Error('no user')
          startPollAfterLogin(root)
          return openRoute(loginTarget(redirect), 'replace')
        })
        .catch(() => setProblem('登录凭证无效或已过期，请重新登录'))
    } else if (partner && params.ticket) {
      // the local API has no partner ticket exchange yet (reported as missing)
      setProblem('合作方登录暂不可用，请使用手机号登录')
    } else {
      setProblem('缺少登录凭证，请重新登录')
    }
  }, [])

  return (
    <View className='steam-page'>
      <View className='steam-page__card'>
        <Text className='steam-page__title'>{problem ? '登录未完成' : partner ? '正在通过合作方登录…' : '正在登录…'}</Text>
        <Text className='steam-page__help'>{problem || '正在验证身份，请稍候'}</Text>
      </View>
      {problem && (
        <View className='steam-page__actions'>
          <SubmitButton text='重新登录' onClick={() => { void Taro.redirectTo({ url: '/pages/user/login' }) }} />
        </View>
      )}
    </View>
  )
}
