import { useState } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { InviteInfo } from '../../../../types/api'
import { useOnShow } from '@/components/useOnShow'
import { inviteInfo } from '@/services/tasks'
import { hasToken } from '@/lib/session'
import { toast } from '@/lib/navigation'
import LinkRows from './LinkRows'
import './parts.scss'

/** The streamer's invite code (server/README.md "Tasks and invites") beside the invite campaign; nothing for a visitor. */
export default function InviteCodeCard () {
  const [info, setInfo] = useState<InviteInfo | null>(null)
  const [failed, setFailed] = useState(false)
  const load = () => {
    if (!hasToken()) return
    inviteInfo().then((answer) => { setInfo(answer); setFailed(false) }).catch(() => setFailed(true))
  }
  useOnShow(load)
  if (!hasToken()) return null
  const copy = (code: string) => void Taro.setClipboardData({ data: code }).then(() => toast('邀请码已复制')).catch(() => undefined)
  return (
    <>
      <View className='promo-panel'>
        <View className='promo-panel__head'><Text>我的邀请码</Text>{info && <Text className='promo-panel__note'>已邀请 {info.invitees.length} 人</Text>}</View>
        {info
          ? <View className='promo-code'>
            <Text className='promo-code__value'>{info.code}</Text>
            <Button className='promo-code__btn' onClick={() => copy(info.code)}>复制邀请码</Button>
          </View>
          : <Text className='promo-panel__text'>{failed ? '邀请码加载失败，请下拉或稍后重试' : '邀请码加载中…'}</Text>}
        <Text className='promo-panel__text'>好友注册时填写你的邀请码（或注册 24 小时内在邀请页接受邀请）即计入本活动人数</Text>
      </View>
      <LinkRows rows={[{ label: '邀请好友', note: '分享链接与邀请明细', to: '/pages/task/invite/index' }]} />
    </>
  )
}
