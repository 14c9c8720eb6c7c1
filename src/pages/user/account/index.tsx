import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import ListState from '@/components/ListState'
import MenuRow, { MenuGroup } from '../components/MenuRow'
import { maskPhone } from '@/lib/format'
import { useMe } from '../components/useMe'
import './index.scss'
import './pages.scss'
import LoginGate from '@/components/LoginGate'

const go = (url: string) => { void Taro.navigateTo({ url }) }

/** /pages/user/account/index: account security overview — phone, passwords, Steam, trade URL, health check. */
function AccountSecurityPage () {
  const { info, errMsg, reload } = useMe()
  if (!info) return <View className='account-page'><ListState loading={!errMsg} error={errMsg} count={0} hasMore={false} onRetry={reload} /></View>
  return (
    <View className='account-page'>
      <MenuGroup title='手机与密码'>
        <MenuRow
          label='手机号'
          value={info.phone ? maskPhone(info.phone) : '未绑定'}
          tone={info.phone ? 'normal' : 'warn'}
          onClick={() => go('/pages/user/account/phone')}
        />
        {info.phone && <MenuRow label='解绑手机' value='需验证原手机' onClick={() => go('/pages/user/account/unbindphone')} />}
        <MenuRow label='登录密码' value='通过短信重置' onClick={() => go('/pages/user/forget')} />
        <MenuRow
          label='支付密码'
          value={info.has_pay_password ? (info.pay_password_enabled ? '已设置 · 已开启' : '已设置 · 已关闭') : '未设置'}
          tone={info.has_pay_password ? 'ok' : 'warn'}
          onClick={() => go('/pages/user/account/paypwd')}
        />
      </MenuGroup>
      <MenuGroup title='Steam'>
        <MenuRow
          label='Steam 账号'
          value={info.steam_id ?? '未绑定'}
          tone={info.steam_id ? 'normal' : 'warn'}
          onClick={() => go(info.steam_id ? '/pages/user/setting/steam' : '/pages/user/steambind')}
        />
        <MenuRow label='交易链接' value={info.trade_url ? '已设置' : '未设置'} tone={info.trade_url ? 'ok' : 'warn'} onClick={() => go('/pages/user/setting/steam')} />
        <MenuRow
          label='账号检测'
          value={info.health_checked ? '已通过' : '未通过'}
          tone={info.health_checked ? 'ok' : 'warn'}
          onClick={() => go('/pages/user/check/index')}
        />
      </MenuGroup>
      <MenuGroup title='授权与隐私'>
        <MenuRow label='第三方授权' onClick={() => go('/pages/user/access')} />
        <MenuRow label='隐私设置' onClick={() => go('/pages/user/privacy/setting')} />
      </MenuGroup>
    </View>
  )
}

const Screen = observer(AccountSecurityPage)

export default function Page () {
  return <LoginGate back='/pages/user/account/index' what='账号安全'><Screen /></LoginGate>
}
