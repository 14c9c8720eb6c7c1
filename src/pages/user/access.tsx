import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import type { OAuthGrant } from '../../../types/api'
import ListState from '@/components/ListState'
import { useOnShow } from '@/components/useOnShow'
import { oauthGrants, revokeOAuthGrant } from '@/services/account'
import { formatTime } from '@/lib/beijingTime'
import { problemText, toast } from '@/lib/navigation'
import LoginGate from '@/components/LoginGate'
import './access.scss'
import { showDialog } from '@/lib/dialog'

/** /pages/user/access: the partner apps the user has authorised (OAuth grants), each revocable after a confirm. */
function AccessPage () {
  const [grants, setGrants] = useState<OAuthGrant[]>([])
  const [loading, setLoading] = useState(true)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState<number | null>(null)

  const load = async () => {
    setLoading(true)
    setError('')
    try {
      setGrants(await oauthGrants())
    } catch (e) {
      setError(problemText(e, '授权列表加载失败'))
    } finally {
      setLoading(false)
    }
  }
  useOnShow(() => { void load() })
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  const revoke = async (grant: OAuthGrant) => {
    if (busy !== null) return
    const sure = await showDialog({
      title: '撤销授权',
      content: `撤销后「${grant.app_name}」将无法再读取你的账号信息，如需使用需重新授权`,
      confirmText: '撤销',
      cancelText: '取消'
    }).catch(() => ({ confirm: false }))
    if (!sure.confirm) return
    setBusy(grant.grant_id)
    try {
      await revokeOAuthGrant(grant.grant_id)
      setGrants((now) => now.filter((g) => g.grant_id !== grant.grant_id))
      toast('已撤销授权')
    } catch (e) {
      toast(problemText(e, '撤销失败，请稍后重试'))
      // already revoked elsewhere, or gone: the list on screen is stale, read it again
      void load()
    } finally {
      setBusy(null)
    }
  }

  return (
    <View className='access-page'>
      <Text className='access-page__intro'>以下第三方应用已获得你的授权，可按授权范围读取你的 C5 账号信息。撤销后对方将无法继续读取。</Text>
      {grants.map((grant) => (
        <View key={grant.grant_id} className='access-row'>
          <View className='access-row__head'>
            <View className='access-row__icon' style={{ background: grant.icon_color }}><Text className='access-row__icon-text'>{grant.icon_text}</Text></View>
            <View className='access-row__main'>
              <Text className='access-row__name'>{grant.app_name}</Text>
              <Text className='access-row__time'>授权于 {formatTime(grant.granted_at)}</Text>
            </View>
            <Text
              className={`access-row__revoke${busy === grant.grant_id ? ' access-row__revoke--busy' : ''}`}
              onClick={() => { void revoke(grant) }}
            >{busy === grant.grant_id ? '撤销中…' : '撤销授权'}</Text>
          </View>
          <View className='access-row__scopes'>
            {grant.scopes.map((scope) => <Text key={scope} className='access-row__scope'>{scope}</Text>)}
          </View>
        </View>
      ))}
      {/* one short list, not paged: no "没有更多了" under it */}
      {(grants.length === 0 || error !== '')
        && <ListState
          loading={loading && grants.length === 0}
          error={error}
          count={grants.length}
          hasMore={false}
          emptyText='暂无已授权的第三方应用'
          onRetry={() => { void load() }}
        />}
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/user/access' what='授权管理'><AccessPage /></LoginGate>
}
