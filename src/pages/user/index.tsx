import { useState } from 'react'
import { View, Text, Image } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import type { AccountSummary } from '../../../types/api'
import PriceTag from '@/components/PriceTag'
import { accountSummary } from '@/services/account'
import { useRootStore } from './components/rootStore'
import { hasToken } from '@/lib/session'
import { loginUrl, MINE_TAB, openRoute } from '@/lib/navigation'
import MineEntries from './components/MineEntries'
import { assetUrl, maskPhone } from '@/lib/format'
import './index.scss'
import { useOnShow } from '@/components/useOnShow'

/** /pages/user/index, the mine tab: visitor call to action, or profile, balance, Steam state and every user screen. */
function MineTab () {
  const root = useRootStore()
  const { user } = root
  const [loggedIn, setLoggedIn] = useState(hasToken)
  const [summary, setSummary] = useState<AccountSummary | null>(null)

  useOnShow(() => {
    const token = hasToken()
    setLoggedIn(token)
    if (!token) { setSummary(null); return }
    void user.loadInfo().then(() => setLoggedIn(hasToken()))
    accountSummary().then(setSummary).catch(() => undefined)
  })

  const go = (url: string) => { void openRoute(url) }
  const login = () => go(loginUrl(MINE_TAB))
  const info = loggedIn ? user.info : null

  return (
    <View className='mine-tab'>
      <View className='mine-tab__hero'>
        <Text className='mine-tab__bar-title'>我的</Text>
        {info
          ? (
            <View className='mine-tab__profile' onClick={() => go('/pages/user/setting/index')}>
              <Image className='mine-tab__avatar' src={assetUrl(info.avatar || '')} mode='aspectFill' />
              <View className='mine-tab__who'>
                <Text className='mine-tab__name'>{info.nickname}</Text>
                <View className='mine-tab__tags'>
                  <Text className='mine-tab__tag'>{info.phone ? maskPhone(info.phone) : '未绑定手机'}</Text>
                  <Text className={`mine-tab__tag ${info.steam_id ? 'mine-tab__tag--ok' : 'mine-tab__tag--warn'}`}>
                    {info.steam_id ? 'Steam 已绑定' : 'Steam 未绑定'}
                  </Text>
                </View>
              </View>
              <Text className='mine-tab__chevron'>›</Text>
            </View>
            )
          : (
            <View className='mine-tab__profile mine-tab__profile--visitor' onClick={login}>
              <View className='mine-tab__avatar mine-tab__avatar--visitor'><Text>C5</Text></View>
              <View className='mine-tab__who'>
                <Text className='mine-tab__name'>{loggedIn && user.errMsg ? user.errMsg : loggedIn ? '加载中…' : '登录 / 注册'}</Text>
                <Text className='mine-tab__sub'>{loggedIn ? '' : '登录后买卖饰品、查看余额与订单'}</Text>
              </View>
              {!loggedIn && <Text className='mine-tab__login'>立即登录</Text>}
            </View>
            )}

        <View className='mine-tab__wallet'>
          <View className='mine-tab__wallet-main' onClick={() => (info ? go('/pages/user/balance/index') : login())}>
            <Text className='mine-tab__wallet-label'>可用余额（元）</Text>
            {info ? <PriceTag value={info.balance} size='large' className='mine-tab__balance' /> : <Text className='mine-tab__balance-none'>--</Text>}
            <Text className='mine-tab__wallet-frozen'>冻结 {info ? <PriceTag value={info.frozen} size='small' className='mine-tab__frozen' /> : '--'}</Text>
          </View>
          <View className='mine-tab__recharge' onClick={() => (info ? go('/pages/user/recharge/index') : login())}><Text>充值</Text></View>
        </View>
        {info && !info.steam_id && (
          <View className='mine-tab__notice' onClick={() => go('/pages/user/steambind')}>
            <Text>绑定 Steam 账号并设置交易链接后才能收发饰品</Text><Text className='mine-tab__notice-go'>去绑定 ›</Text>
          </View>
        )}
      </View>
      <MineEntries
        loggedIn={Boolean(info)}
        unread={summary?.unread_messages ?? 0}
        coupons={summary?.coupon_count ?? 0}
        open={(url, needsLogin) => (needsLogin && !info ? go(loginUrl(url)) : go(url))}
      />
      {!info && !loggedIn && <Text className='mine-tab__foot' onClick={() => Taro.navigateTo({ url: '/pages/help/index' })}>遇到问题？查看帮助中心</Text>}
    </View>
  )
}

export default observer(MineTab)
