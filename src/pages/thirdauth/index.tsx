import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { OAuthAuthorizeInfo } from '../../../types/api'
import Result from '@/components/Result'
import LoginGate from '@/components/LoginGate'
import { useShownData } from '@/components/useShownData'
import { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import { openRoute, problemText, usePageParams } from '@/lib/navigation'
import { requestSettings } from '@/lib/request'
import { approveAuthorize, authorizeInfo, type AuthorizeAsk } from '@/services/partner'
import { authorizeAsk, authorizeRoute, followsRedirect } from './ask'
import './index.scss'

type Phase = 'ready' | 'approving' | 'approved' | 'denied'

/**
 * /pages/thirdauth/index: a partner app asks for access (OAuth2 authorisation code). The server checks the app and its
 * redirect URI before anything shows; 同意授权 gets a one-time code and hands back to the registered URI, 拒绝 hands back
 * error=access_denied. An unknown app or URI shows why and is never followed.
 */
function AuthorizePage ({ ask }: { ask: AuthorizeAsk }) {
  const { data: info, error, reload } = useShownData<OAuthAuthorizeInfo | null>(() => authorizeInfo(ask), null)
  const [phase, setPhase] = useState<Phase>('ready')
  const [problem, setProblem] = useState('')
  const leave = (url: string, next: Phase) => {
    setPhase(next)
    // the server built the URL from the registered redirect URI; anything else stays unfollowed
    if (followsRedirect(ask, url)) requestSettings().platform.openExternal(url)
  }
  const allow = async () => {
    setPhase('approving')
    setProblem('')
    try {
      leave((await approveAuthorize(ask)).redirect_to, 'approved')
    } catch (e) {
      setPhase('ready')
      setProblem(problemText(e, '授权失败，请稍后重试'))
    }
  }

  if (error) {
    return <View className='auth-page auth-page--plain'>
      <Result
        tone='error'
        title='无法完成授权'
        note={error}
        actions={[{ text: '重新加载', onClick: reload }, { text: '返回商城', plain: true, onClick: () => void openRoute('/pages/market/home/index') }]}
      />
    </View>
  }
  if (!info) return <View className='auth-page auth-page--plain'><Result title='正在读取授权信息…' /></View>
  if (phase === 'approved' || phase === 'denied') {
    const approved = phase === 'approved'
    return (
      <View className='auth-page auth-page--plain'>
        <Result
          tone={approved ? 'ok' : 'info'}
          title={approved ? `已授权「${info.app_name}」` : '已拒绝授权'}
          note={`正在返回 ${info.redirect_host}；如未自动跳转，请回到「${info.app_name}」继续。${approved ? '可随时在 授权管理 中撤销。' : ''}`}
          actions={approved
            ? [{ text: '查看授权管理', onClick: () => void openRoute('/pages/user/access') }]
            : [{ text: '返回商城', plain: true, onClick: () => void openRoute('/pages/market/home/index') }]}
        />
      </View>
    )
  }
  return (
    <View className='auth-page'>
      <View className='auth-card'>
        <View className='auth-card__apps'>
          <View className='auth-card__icon' style={{ background: info.icon_color }}><Text className='auth-card__icon-text'>{info.icon_text}</Text></View>
          <Text className='auth-card__link'>⇄</Text>
          <View className='auth-card__icon auth-card__icon--c5'><Text className='auth-card__icon-text'>C5</Text></View>
        </View>
        <Text className='auth-card__title'>{`「${info.app_name}」申请使用你的 C5 账号`}</Text>
        <Text className='auth-card__desc'>{info.description}</Text>
      </View>
      <View className='auth-scopes'>
        <Text className='auth-scopes__head'>授权后该应用将可以</Text>
        {info.scopes.map((scope) => (
          <View key={scope.key} className='auth-scopes__row'>
            <Text className='auth-scopes__tick'>✓</Text>
            <Text className='auth-scopes__text'>{scope.text}</Text>
          </View>
        ))}
        <Text className='auth-scopes__note'>不会获得你的登录密码、支付密码和余额操作权限</Text>
      </View>
      <Notice text={problem} />
      <View className='auth-actions'>
        <SubmitButton text={phase === 'approving' ? '授权中…' : '同意授权'} busy={phase === 'approving'} onClick={() => void allow()} />
        <View className='auth-actions__gap' />
        <SubmitButton text='拒绝' plain disabled={phase === 'approving'} onClick={() => leave(info.deny_redirect, 'denied')} />
        <Text className='auth-actions__host'>{`授权后将返回 ${info.redirect_host}，可随时在「我的 - 授权管理」中撤销`}</Text>
      </View>
    </View>
  )
}

export default function Page () {
  const params = usePageParams()
  const [ask] = useState(() => authorizeAsk(params))
  if (!ask) {
    return <View className='auth-page auth-page--plain'>
      <Result
        tone='error'
        title='授权链接不完整'
        note='缺少应用标识或回调地址，请回到第三方应用重新发起授权'
        actions={[{ text: '返回商城', onClick: () => void openRoute('/pages/market/home/index') }]}
      />
    </View>
  }
  return <LoginGate back={authorizeRoute(ask)} what='授权信息'><AuthorizePage ask={ask} /></LoginGate>
}
