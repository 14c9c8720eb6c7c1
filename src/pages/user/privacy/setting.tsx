import { useRef, useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { PrivacyKey, PrivacySettings } from '../../../../types/api'
import ListState from '@/components/ListState'
import { useOnShow } from '@/components/useOnShow'
import { privacySettings, savePrivacySetting } from '@/services/accountSettings'
import { problemText, toast } from '@/lib/navigation'
import LoginGate from '@/components/LoginGate'
import './setting.scss'

const SWITCHES: { key: PrivacyKey, title: string, note: string }[] = [
  { key: 'inventory_public', title: '库存公开', note: '开启后，其他用户可以查看你的库存饰品' },
  { key: 'personalized', title: '个性化推荐', note: '根据你的浏览和交易记录推荐饰品与内容' },
  { key: 'trade_history_public', title: '交易记录公开', note: '开启后，其他用户可以查看你的成交记录' }
]

/** /pages/user/privacy/setting: privacy switches, each saved on change (optimistic; reverts with the server's message on failure). */
function PrivacySettingPage () {
  const [settings, setSettings] = useState<PrivacySettings | null>(null)
  const [error, setError] = useState('')
  const [saving, setSaving] = useState<Partial<Record<PrivacyKey, boolean>>>({})
  // the last value the server confirmed per switch: what a failed save goes back to
  const confirmed = useRef<PrivacySettings | null>(null)

  const load = async () => {
    setError('')
    try {
      const answer = await privacySettings()
      confirmed.current = answer
      setSettings(answer)
    } catch (e) {
      setError(problemText(e, '隐私设置加载失败'))
    }
  }
  useOnShow(() => { void load() })

  const change = async (key: PrivacyKey) => {
    if (!settings || saving[key]) return
    const value = !settings[key]
    setSettings({ ...settings, [key]: value })
    setSaving((now) => ({ ...now, [key]: true }))
    try {
      const answer = await savePrivacySetting(key, value)
      confirmed.current = { ...(confirmed.current ?? answer), [key]: answer[key] }
      setSettings((now) => (now ? { ...now, [key]: answer[key] } : answer))
    } catch (e) {
      const back = confirmed.current?.[key] ?? !value
      setSettings((now) => (now ? { ...now, [key]: back } : now))
      toast(problemText(e, '保存失败，请稍后重试'))
    } finally {
      setSaving((now) => ({ ...now, [key]: false }))
    }
  }

  if (!settings) {
    return <View className='privacy-page'><ListState loading={!error} error={error} count={0} hasMore={false} onRetry={() => { void load() }} /></View>
  }
  return (
    <View className='privacy-page'>
      <View className='privacy-page__card'>
        {SWITCHES.map(({ key, title, note }) => (
          <View key={key} className='privacy-row' onClick={() => { void change(key) }}>
            <View className='privacy-row__main'>
              <Text className='privacy-row__title'>{title}</Text>
              <Text className='privacy-row__note'>{note}</Text>
            </View>
            <View
              className={`privacy-switch${settings[key] ? ' privacy-switch--on' : ''}${saving[key] ? ' privacy-switch--busy' : ''}`}
              role='switch'
              aria-checked={settings[key]}
              aria-label={title}
            >
              <View className='privacy-switch__knob' />
            </View>
          </View>
        ))}
      </View>
      <Text className='privacy-page__foot'>设置修改后立即生效。</Text>
    </View>
  )
}

export default function Page () {
  return <LoginGate back='/pages/user/privacy/setting' what='隐私设置'><PrivacySettingPage /></LoginGate>
}
