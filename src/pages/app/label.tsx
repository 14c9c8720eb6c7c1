import { useEffect, useState } from 'react'
import { View, Text } from '@tarojs/components'
import type { AppVersion } from '../../../types/api'
import ListState from '@/components/ListState'
import { requestSettings } from '@/lib/request'
import { appVersion } from '@/services/content'
import './label.scss'

type Os = 'android' | 'ios'
const FEATURES = ['饰品秒到账提醒', '报价一键接受', '指纹 / 面容支付', '价格波动提醒']

/** /pages/app/label: the app download landing with platform labels (version and notes from the API). */
export default function AppDownloadPage () {
  const platform = requestSettings().platform
  const mine: Os = platform.isIOS ? 'ios' : 'android'
  const [versions, setVersions] = useState<Partial<Record<Os, AppVersion>>>({})
  const [error, setError] = useState('')

  useEffect(() => {
    Promise.all((['android', 'ios'] as Os[]).map((os) => appVersion(os).then((v) => [os, v] as const)))
      .then((pairs) => setVersions(Object.fromEntries(pairs)))
      .catch(() => setError('版本信息加载失败，请稍后重试'))
  }, [])

  const open = (v: AppVersion | undefined) => {
    if (v && /^https:\/\//.test(v.url)) platform.openExternal(v.url)
  }

  return (
    <View className='app-label'>
      <View className='app-label__hero'>
        <Text className='app-label__logo'>C5</Text>
        <Text className='app-label__title'>C5 饰品市场 App</Text>
        <Text className='app-label__note'>DOTA2 · CS2 饰品交易，随时随地</Text>
        <View className='app-label__features'>
          {FEATURES.map((f) => <Text key={f} className='app-label__feature'>{f}</Text>)}
        </View>
      </View>
      {error && <ListState loading={false} error={error} count={0} hasMore={false} />}
      {(['ios', 'android'] as Os[]).sort((a) => (a === mine ? -1 : 1)).map((os) => {
        const v = versions[os]
        return (
          <View key={os} className={`app-label__card${os === mine ? ' app-label__card--mine' : ''}`}>
            <View className='app-label__row'>
              <Text className='app-label__os'>{os === 'ios' ? 'iPhone / iPad' : 'Android'}</Text>
              {os === mine && <Text className='app-label__tag'>适合你的设备</Text>}
            </View>
            <Text className='app-label__version'>{v ? `v${v.version_name} · ${v.notes}` : error ? '--' : '加载中…'}</Text>
            <View className={`app-label__download${v ? '' : ' app-label__download--off'}`} onClick={() => open(v)}>
              <Text>{os === 'ios' ? 'App Store 下载' : '下载安卓版'}</Text>
            </View>
          </View>
        )
      })}
    </View>
  )
}
