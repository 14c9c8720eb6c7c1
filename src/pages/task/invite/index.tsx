import { useState } from 'react'
import { View, Text, Button, Image } from '@tarojs/components'
import { imageAlt } from '@/lib/platform/picture'
import Taro, { useShareAppMessage } from '@tarojs/taro'
import type { InviteInfo } from '../../../../types/api'
import Result from '@/components/Result'
import { goLogin } from '@/lib/session'
import { SubmitButton } from '@/components/FormField'
import { useOnShow } from '@/components/useOnShow'
import { problemText, usePageParams } from '@/lib/navigation'
import { hasToken } from '@/lib/session'
import { formatTime } from '@/lib/beijingTime'
import { bindInvite, claimInviteReward, inviteInfo } from '@/services/tasks'
import { copyInviteLink, inviteCard, invitePath, sharesWithCard } from '../components/invite'
import Empty from '@/components/Empty'
import { Loading } from '@/components/ListState'
import '../components/task.scss'

const STATE_TEXT = { waiting: '待首单', claimed: '已领取' } as const

/** /pages/task/invite/index?code: my invite code (copy link / share card), invitees and rewards; a friend's link binds its code. */
export default function InvitePage () {
  const sharedCode = (usePageParams().code ?? '').toUpperCase()
  const [info, setInfo] = useState<InviteInfo | null>(null)
  const [error, setError] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const [loggedIn, setLoggedIn] = useState(hasToken)
  useShareAppMessage(() => inviteCard(info?.code ?? sharedCode))
  const load = () => {
    setLoggedIn(hasToken())
    if (!hasToken()) return
    inviteInfo().then((answer) => { setInfo(answer); setError('') }).catch((e: unknown) => setError(problemText(e, '加载失败，请稍后重试')))
  }
  useOnShow(load)

  const run = async (work: () => Promise<string>) => {
    if (busy) return
    setBusy(true)
    setProblem('')
    try {
      void Taro.showToast({ title: await work(), icon: 'none', duration: 1500 })
    } catch (e) {
      setProblem(problemText(e, '操作失败，请稍后重试'))
    } finally {
      setBusy(false)
      load()
    }
  }

  if (!loggedIn) {
    return (
      <View className='task-page task-page--plain'>
        <Result title={sharedCode ? '好友邀请你加入 C5 饰品市场' : '登录后邀请好友'} note={sharedCode ? `邀请码 ${sharedCode}，新用户注册后接受邀请，首单后好友获得奖励` : '邀请好友注册并完成首单，每位奖励现金'}
          actions={[{ text: '登录 / 注册', onClick: () => goLogin(sharedCode ? invitePath(sharedCode) : '/pages/task/invite/index') }]} />
      </View>
    )
  }
  if (error) return <View className='task-page task-page--plain'>
    <Result tone='error' title='无法加载邀请信息' note={error} actions={[{ text: '重试', onClick: load }]} />
  </View>
  if (!info) return <View className='task-page task-page--plain'><Loading /></View>
  const canAccept = sharedCode !== '' && sharedCode !== info.code && !info.invited_by_me
  return (
    <View className='task-page'>
      {canAccept && (
        <View className='task-card'>
          <View className='task-card__head'><Text>好友邀请你加入</Text><Text className='task-card__head-note'>邀请码 {sharedCode}</Text></View>
          <Text className='invite-rule'>注册 24 小时内、尚未购买过的新用户可接受邀请</Text>
          <View className='task-actions'>
            <SubmitButton text='接受邀请' busy={busy} onClick={() => void run(async () => `已接受 ${(await bindInvite(sharedCode)).inviter_nickname} 的邀请`)} />
          </View>
        </View>
      )}
      {problem && <View className='task-problem' role='alert'>{problem}</View>}
      <View className='task-card'>
        <View className='invite-code'>
          <Text className='invite-code__label'>我的邀请码</Text>
          <Text className='invite-code__value'>{info.code}</Text>
          <View className='invite-code__actions'>
            <SubmitButton plain text='复制邀请链接' onClick={() => copyInviteLink(info.code)} />
            {sharesWithCard()
              ? <Button className='submit-button' openType='share'>分享给好友</Button>
              : <SubmitButton text='复制邀请码' onClick={() => void Taro.setClipboardData({ data: info.code })} />}
          </View>
        </View>
        <View className='invite-stats'>
          <View className='invite-stats__cell'>
            <Text className='invite-stats__value'>{info.invitees.length}</Text>
            <Text className='invite-stats__label'>已邀请</Text>
          </View>
          <View className='invite-stats__cell'>
            <Text className='invite-stats__value'>{info.earned}</Text>
            <Text className='invite-stats__label'>已获奖励（元）</Text>
          </View>
          <View className='invite-stats__cell'>
            <Text className='invite-stats__value'>{info.reward_per_invitee}</Text>
            <Text className='invite-stats__label'>每位好友（元）</Text>
          </View>
        </View>
        <Text className='invite-rule'>好友用你的邀请码注册，首笔购买交易完成并过了保护期（CS2 7 天）后，你可领取 ¥{info.reward_per_invitee} 余额奖励，每位好友一次。</Text>
      </View>
      <View className='task-card'>
        <View className='task-card__head'><Text>我邀请的好友</Text><Text className='task-card__head-note'>{info.invitees.length} 人</Text></View>
        {info.invitees.length === 0 && <Empty compact icon='invite' text='还没有邀请好友，复制链接发给好友吧' />}
        {info.invitees.map((friend) => (
          <View key={friend.invitee_id} className='invitee'>
            <Image {...imageAlt('')} className='invitee__avatar' src={friend.avatar} />
            <View className='invitee__body'>
              <Text className='invitee__name'>{friend.nickname}</Text>
              <Text className='invitee__time'>{formatTime(friend.joined_at)} 加入</Text>
            </View>
            {friend.state === 'claimable'
              ? <View
                className='task-row__btn task-row__btn--claimable'
                role='button'
                onClick={() => void run(async () => `已领取 ¥${(await claimInviteReward(friend.invitee_id)).reward}`)}
              >
                {`领取 ¥${friend.reward}`}
              </View>
              : <Text className='invitee__state'>{friend.pending ? '首单待结算' : STATE_TEXT[friend.state]}</Text>}
          </View>
        ))}
      </View>
    </View>
  )
}
