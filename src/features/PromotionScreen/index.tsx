import { useState, type ReactNode } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { PromotionTier, PromotionView } from '../../../types/api'
import Result from '@/components/Result'
import ProgressBar from '@/components/DealParts/ProgressBar'
import { useSecondsLeft } from '@/components/CountDown/useSecondsLeft'
import { goLogin } from '@/lib/session'
import { useShownData } from '@/components/useShownData'
import { claimPromotion, joinPromotion, promotionDetail } from '@/services/promotions'
import { formatTime } from '@/lib/beijingTime'
import { problemText, toast } from '@/lib/navigation'
import { Loading } from '@/components/ListState'
import { useStores } from '@/stores/context'
import { CampaignStore } from '@/stores/campaign'
import './index.scss'

interface PromotionScreenProps {
  /** the campaign's key in the promotion engine (server/README.md "Promotions") */
  promotionKey: string
  /** this screen's route with its query: where a visitor's login comes back to */
  back: string
  /** what is special to this campaign, rendered below the tiers */
  children?: ReactNode
  /** told each time the campaign is read, joined or claimed (a page that shows more from it) */
  onView?: (view: PromotionView) => void
}

const STATUS_TEXT: Record<PromotionView['status'], string> = { upcoming: '即将开始', live: '进行中', ended: '已结束' }
const TIER_BUTTON: Record<PromotionTier['state'], string> = { locked: '未达成', claimable: '领取', claimed: '已领取', expired: '已过期' }

/** 3天 04:05:06 / 04:05:06 */
function leftText (seconds: number): string {
  const days = Math.floor(seconds / 86400)
  const pad = (n: number) => String(n).padStart(2, '0')
  const clock = `${pad(Math.floor(seconds % 86400 / 3600))}:${pad(Math.floor(seconds % 3600 / 60))}:${pad(seconds % 60)}`
  return days > 0 ? `${days}天 ${clock}` : clock
}

/**
 * Every promotion page of the one engine: hero with period and countdown (server clock), the visitor / eligibility / join
 * block, progress, reward tiers with claim, perks and rules, and the upcoming and ended states. Pages add only their extras.
 */
function PromotionScreen ({ promotionKey, back, children, onView }: PromotionScreenProps) {
  // the view is shared with the campaign's other pages (stores/campaign): the last known one shows at once, each open reads it again
  const campaigns = useStores().shared(CampaignStore)
  const shown = useShownData(async () => {
    const view = await campaigns.load(promotionKey, promotionDetail)
    onView?.(view)
    return view
  }, null as PromotionView | null)
  const [busy, setBusy] = useState('')
  const view = campaigns.view(promotionKey)
  const deadline = view === null || view.status === 'ended' ? null : view.status === 'upcoming' ? view.starts_at : view.ends_at
  const left = useSecondsLeft(deadline, shown.reload)

  const act = async (what: string, call: () => Promise<PromotionView>, done: (view: PromotionView) => string) => {
    if (busy) return
    setBusy(what)
    try {
      toast(done(await call()))
    } catch (failure) {
      toast(problemText(failure, '操作失败，请稍后重试'))
    } finally {
      setBusy('')
      shown.reload()
    }
  }
  const join = () => void act('join', () => joinPromotion(promotionKey), () => '报名成功')
  const claim = (tier: PromotionTier) => void act(`tier${tier.tier}`, () => claimPromotion(promotionKey, tier.tier), () => `已领取 ${tier.reward_text}`)

  if (view === null) {
    if (shown.error) return <View className='promo promo--plain'>
      <Result tone='error' title='活动加载失败' note={shown.error} actions={[{ text: '重试', onClick: shown.reload }]} />
    </View>
    return <View className='promo promo--plain'><Loading /></View>
  }
  return (
    <View className='promo'>
      <View className={`promo-hero promo-hero--${view.status}`}>
        <View className='promo-hero__top'>
          <Text className='promo-hero__status'>{STATUS_TEXT[view.status]}</Text>
          {deadline !== null && <Text className='promo-hero__left'>{view.status === 'upcoming' ? '距开始' : '距结束'} {leftText(left)}</Text>}
        </View>
        <Text className='promo-hero__title'>{view.title}</Text>
        {view.subtitle && <Text className='promo-hero__subtitle'>{view.subtitle}</Text>}
        <Text className='promo-hero__period'>{formatTime(view.starts_at)} 至 {formatTime(view.ends_at)}（北京时间）</Text>
      </View>

      <View className='promo-card promo-me'>{meBlock(view, busy === 'join', join, back)}</View>

      <View className='promo-card'>
        <View className='promo-card__head'>
          <Text>活动奖励</Text>
          {view.status === 'ended' && <Text className='promo-card__note'>领奖截止 {formatTime(view.claim_until)}</Text>}
        </View>
        {view.tiers.map((tier) => (
          <View key={tier.tier} className='promo-tier'>
            <View className='promo-tier__body'>
              <Text className='promo-tier__goal'>{tier.goal_text}</Text>
              <Text className='promo-tier__reward'>{tier.reward_text}</Text>
            </View>
            <Button
              className={`promo-tier__btn promo-tier__btn--${tier.state}`}
              disabled={tier.state !== 'claimable' || busy !== '' || undefined}
              onClick={() => claim(tier)}
            >
              {busy === `tier${tier.tier}` ? '领取中' : TIER_BUTTON[tier.state]}
            </Button>
          </View>
        ))}
        {view.tiers.length === 0 && <Text className='promo-card__empty'>本活动以活动权益为主，无阶梯奖励</Text>}
      </View>

      {view.perks.length > 0 && (
        <View className='promo-card'>
          <View className='promo-card__head'><Text>活动权益</Text></View>
          {view.perks.map((perk) => <Text key={perk} className='promo-line promo-line--perk'>{perk}</Text>)}
        </View>
      )}

      {children}

      <View className='promo-card'>
        <View className='promo-card__head'><Text>活动规则</Text></View>
        <Text className='promo-line'>活动时间：{formatTime(view.starts_at)} 至 {formatTime(view.ends_at)}，奖励可在活动结束后 {formatTime(view.claim_until)} 前领取</Text>
        {view.rules.map((rule, index) => <Text key={rule} className='promo-line'>{index + 1}. {rule}</Text>)}
      </View>
    </View>
  )
}

export default observer(PromotionScreen)

/** The viewer's part: log in, wait, join or why not, or the progress. */
function meBlock (view: PromotionView, joining: boolean, join: () => void, back: string): ReactNode {
  const me = view.me
  if (me === null) {
    return <Action note='登录后即可报名活动、查看进度和领取奖励' text='登录后参加' onClick={() => goLogin(back)} />
  }
  if (me.joined) {
    return (
      <View className='promo-progress'>
        <View className='promo-progress__line'><Text>已报名 · {view.metric_label}</Text><Text className='promo-progress__value'>{me.progress_text}</Text></View>
        {view.tiers.some((tier) => tier.goal_text !== '报名即得') && <ProgressBar percent={me.percent} />}
        {/* trades count once settled, so a reversed trade never counted (past the trade protection); until then they are shown apart */}
        {me.pending_text && <Text className='promo-progress__pending'>{me.pending_text}，交易完成并过保护期后计入</Text>}
        {me.next_text && <Text className='promo-progress__next'>{view.status === 'ended' ? '活动已结束，进度不再累计' : me.next_text}</Text>}
      </View>
    )
  }
  if (view.status === 'upcoming') return <Action note={`活动将于 ${formatTime(view.starts_at)} 开始，届时可报名`} text='即将开始' />
  if (view.status === 'ended') return <Action note='活动已结束，感谢关注，敬请期待下一期' text='活动已结束' />
  if (!me.eligible) {
    const steam = me.reason.includes('Steam')
    return <Action
      note={me.reason}
      text={steam ? '去绑定 Steam' : '暂不符合参与条件'}
      onClick={steam ? () => void Taro.navigateTo({ url: '/pages/user/steambind' }) : undefined}
    />
  }
  return <Action note='报名后开始累计进度，奖励达成即可领取' text={joining ? '报名中…' : '立即报名'} onClick={joining ? undefined : join} />
}

function Action ({ note, text, onClick }: { note: string, text: string, onClick?: () => void }) {
  return (
    <View className='promo-action'>
      <Text className='promo-action__note'>{note}</Text>
      <Button className='promo-action__btn' disabled={!onClick || undefined} onClick={onClick}>{text}</Button>
    </View>
  )
}
