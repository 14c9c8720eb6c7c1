import { useState } from 'react'
import { observer } from 'mobx-react-lite'
import { View, Text, Button } from '@tarojs/components'
import type { PromotionView } from '../../../../../types/api'
import Result, { type ResultAction } from '@/components/Result'
import { goLogin } from '@/lib/session'
import { useShownData } from '@/components/useShownData'
import { joinPromotion, promotionDetail } from '@/services/promotions'
import { openRoute, problemText, toast } from '@/lib/navigation'
import { Loading } from '@/components/ListState'
import Notice from '@/components/Notice'
import { useStores } from '@/stores/context'
import { CampaignStore } from '@/stores/campaign'
import '../../parts/parts.scss'
import '../../parts/perkUses.scss'

const KEY = 'rent_grey'
const HERE = '/pages/active/rent-grey-activity/apply-page/index'
const CAMPAIGN = '/pages/active/rent-grey-activity/index'

/**
 * /pages/active/rent-grey-activity/apply-page/index: applying for the rent subsidy's grey release is joining `rent_grey`.
 * The form asks only for agreement to the rules (checked here before anything is sent; the server checks eligibility again).
 */
function ApplyPage () {
  // the campaign's view is shared with its screen (stores/campaign): the last known one shows at once, each open reads it again
  const campaigns = useStores().shared(CampaignStore)
  const shown = useShownData(() => campaigns.load(KEY, promotionDetail), null as PromotionView | null)
  const [agreed, setAgreed] = useState(false)
  const [problem, setProblem] = useState('')
  const [sending, setSending] = useState(false)
  const view = campaigns.view(KEY)
  const campaign: ResultAction = { text: '返回活动', onClick: () => void openRoute(CAMPAIGN, 'replace'), plain: true }

  const apply = async () => {
    if (sending) return
    if (!agreed) { setProblem('请先阅读并同意活动规则'); return }
    setProblem('')
    setSending(true)
    try {
      await joinPromotion(KEY)
      toast('申请成功，内测已开通')
    } catch (failure) {
      setProblem(problemText(failure, '申请失败，请稍后重试'))
    } finally {
      setSending(false)
      shown.reload()
    }
  }

  if (view === null) {
    return (
      <View className='promo-sub promo-sub--plain'>
        {shown.error ? <Result tone='error' title='活动加载失败' note={shown.error} actions={[{ text: '重试', onClick: shown.reload }]} /> : <Loading />}
      </View>
    )
  }
  const me = view.me
  const state = me === null
    ? <Result title='登录后申请内测' note='内测按账号分批开放，登录后即可查看你的资格' actions={[{ text: '登录', onClick: () => goLogin(HERE) }, campaign]} />
    : me.joined
      ? <Result
        tone='ok'
        title='内测已开通'
        note={view.perks[0] ?? '租赁订单完成时自动补贴'}
        actions={[{ text: '去租饰品', onClick: () => void openRoute('/pages/market/home/index') }, campaign]}
      />
      : view.status === 'upcoming'
        ? <Result title='活动尚未开始' note='开始后即可申请' actions={[campaign]} />
        : view.status === 'ended'
          ? <Result title='活动已结束' note='内测申请已关闭，感谢关注' actions={[campaign]} />
          : !me.eligible
              ? <Result title='暂未获得内测资格' note={me.reason} actions={[campaign]} />
              : null
  if (state !== null) return <View className='promo-sub promo-sub--plain'>{state}</View>

  return (
    <View className='promo-sub'>
      <View className='promo-panel'>
        <View className='promo-panel__head'><Text>{view.title}</Text><Text className='promo-panel__note'>你已获得资格</Text></View>
        {view.perks.map((perk) => <Text key={perk} className='promo-panel__text'>{perk}</Text>)}
      </View>
      <View className='promo-panel'>
        <View className='promo-panel__head'><Text>活动规则</Text></View>
        {view.rules.map((rule, index) => <Text key={rule} className='promo-panel__text'>{index + 1}. {rule}</Text>)}
      </View>
      <View className='grey-apply'>
        <View className='grey-apply__agree' role='checkbox' aria-checked={agreed} onClick={() => { setAgreed(!agreed); setProblem('') }}>
          <Text className={`grey-apply__box${agreed ? ' grey-apply__box--on' : ''}`}>{agreed ? '✓' : ''}</Text>
          <Text>我已阅读并同意活动规则</Text>
        </View>
        <Notice text={problem} />
        <Button className='grey-apply__btn' disabled={sending} onClick={() => void apply()}>{sending ? '提交中…' : '申请开通'}</Button>
      </View>
    </View>
  )
}

export default observer(ApplyPage)
