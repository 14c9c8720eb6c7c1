import { useState } from 'react'
import { View, Text, Image, Input } from '@tarojs/components'
import { imageAlt } from '@/lib/platform/picture'
import Taro from '@tarojs/taro'
import { observer } from 'mobx-react-lite'
import FormField, { SubmitButton } from '@/components/FormField'
import Notice from '@/components/Notice'
import ListState from '@/components/ListState'
import { checkNickname } from '@/lib/validate'
import { updateAvatar, updateNickname } from '@/services/accountSettings'
import MenuRow, { MenuGroup } from '../components/MenuRow'
import { MINE_TAB, problemText, toast } from '@/lib/navigation'
import { assetUrl } from '@/lib/format'
import { useMe } from '../components/useMe'
import './index.scss'
import LoginGate from '@/components/LoginGate'
import { showDialog } from '@/lib/dialog'

const AVATARS = [0, 1, 2, 3, 4, 5].map((n) => `/api/v1/open/img/avatar/${n}.svg`)
const go = (url: string) => { void Taro.navigateTo({ url }) }

/** /pages/user/setting/index: avatar, nickname, trade URL and Steam settings, security, log out. */
function SettingsPage () {
  const { root, info, errMsg, reload } = useMe()
  const [editing, setEditing] = useState<'none' | 'nickname' | 'avatar'>('none')
  const [nickname, setNickname] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (!info) return <View className='settings-page'><ListState loading={!errMsg} error={errMsg} count={0} hasMore={false} onRetry={reload} /></View>

  const saveNickname = async () => {
    const reason = checkNickname(nickname)
    setProblem(reason)
    if (reason) return
    setBusy(true)
    try {
      const person = await updateNickname(nickname.trim())
      root.user.keep({ ...info, nickname: person.nickname })
      setEditing('none')
      toast('昵称已保存')
    } catch (error) {
      setProblem(problemText(error))
    } finally {
      setBusy(false)
    }
  }
  const pickAvatar = async (avatar: string) => {
    try {
      root.user.keep(await updateAvatar(avatar))
      setEditing('none')
      toast('头像已更新')
    } catch (error) {
      setProblem(problemText(error))
    }
  }
  const logout = async () => {
    const sure = await showDialog({ title: '退出登录', content: '确定要退出当前账号吗？', confirmText: '退出', cancelText: '取消' }).catch(() => ({ confirm: false }))
    if (!sure.confirm) return
    await root.user.logout()
    await Taro.switchTab({ url: MINE_TAB }).catch(() => Taro.reLaunch({ url: MINE_TAB }))
  }

  return (
    <View className='settings-page'>
      <MenuGroup title='个人资料'>
        <View className='settings-page__avatar-row' onClick={() => setEditing(editing === 'avatar' ? 'none' : 'avatar')}>
          <Text className='settings-page__label'>头像</Text>
          <Image {...imageAlt('')} className='settings-page__avatar' src={assetUrl(info.avatar)} mode='aspectFill' />
          <Text className='settings-page__arrow'>›</Text>
        </View>
        {editing === 'avatar' && (
          <View className='settings-page__avatars'>
            {AVATARS.map((src) => (
              <Image
                key={src}
                className={`settings-page__choice${info.avatar === src ? ' settings-page__choice--on' : ''}`}
                src={assetUrl(src)}
                onClick={() => void pickAvatar(src)}
              />
            ))}
          </View>
        )}
        <MenuRow
          label='昵称'
          value={info.nickname}
          tone='normal'
          onClick={() => { setNickname(info.nickname); setProblem(null); setEditing(editing === 'nickname' ? 'none' : 'nickname') }}
        />
        {editing === 'nickname' && (
          <View className='settings-page__edit'>
            <FormField error={problem}>
              <Input className='settings-page__input' maxlength={20} placeholder='1-20 个字' value={nickname} onInput={(e) => setNickname(e.detail.value)} />
            </FormField>
            <View className='settings-page__edit-actions'><SubmitButton text='保存昵称' busy={busy} onClick={saveNickname} /></View>
          </View>
        )}
      </MenuGroup>
      {editing !== 'nickname' && <Notice text={problem} />}
      <MenuGroup title='Steam 与交易'>
        <MenuRow label='Steam 设置' value={info.steam_id ? '已绑定' : '未绑定'} tone={info.steam_id ? 'ok' : 'warn'} onClick={() => go('/pages/user/setting/steam')} />
        <MenuRow label='交易链接' value={info.trade_url ? '已设置' : '未设置'} tone={info.trade_url ? 'ok' : 'warn'} onClick={() => go('/pages/user/setting/steam')} />
      </MenuGroup>
      <MenuGroup title='账号'>
        <MenuRow label='账号安全' onClick={() => go('/pages/user/account/index')} />
        <MenuRow label='隐私设置' onClick={() => go('/pages/user/privacy/setting')} />
        <MenuRow label='用户服务协议' onClick={() => go('/pages/agreement/service/index')} />
        <MenuRow label='帮助中心' onClick={() => go('/pages/help/index')} />
      </MenuGroup>
      <View className='settings-page__logout' onClick={logout}><Text>退出登录</Text></View>
    </View>
  )
}

const Screen = observer(SettingsPage)

export default function Page () {
  return <LoginGate back='/pages/user/setting/index' what='设置'><Screen /></LoginGate>
}
