import type { Api, Call } from '../http/context'
import type { Campaign, CdkKey, CdkReveal, ExchangeTopic, MyReward, Redemption } from '../../types/api'
import { idempotencyKey, idempotencyKeyOf, int, oneOf, optional, parse, type Rule, str } from '../http/validate'
import { formatCents } from '../domain/money'
import { fail, Status } from '../domain/status'
import { redeemCodeOf } from '../../src/contract/formRules'
import {
  campaignById, campaignRedemptions, campaignStatus, exchangeReward, grantText, isRewardCode, redeemCode, redemptionPage, redemptionView
} from '../model/rewards'
import { exchangeRewards, exchangeTopic, rewardPoints, rewardTaken } from '../model/exchangeTopic'
import { myCdkKeys, revealCdkKey } from '../model/cdk'
import { myRewards } from '../model/myRewards'
import { atomically } from '../model/transaction'

interface Field<T> { label: string, rule: Rule<T> }

/** A redeem code as typed; the same rule the client's form runs (src/contract/formRules.ts redeemCodeOf). */
const redeemCodeField = (): Field<string> => ({
  label: '兑换码',
  rule: (value, label) => {
    const text = str(label, { max: 40 }).rule(value, label)
    return redeemCodeOf(text) ?? fail(Status.badRequest, '兑换码格式不正确，应为 16 位字母或数字')
  }
})
const campaignField = (): Field<string> => str('活动', { max: 40, pattern: /^[a-z0-9:_-]+$/ })

/** The middle eight characters hidden: enough to tell keys apart, not enough to use one. */
const maskKey = (code: string): string => code.replace(/^(.{4}-).{4}-.{4}(-.{4})$/, '$1****-****$2')

const PAGE = { page: optional(int('页码', 1, 10_000), 1), page_size: optional(int('每页条数', 1, 50), 20) }

/** CDK and activity codes, the exchange topic, the CDK knapsack, my rewards (server/README.md "Redeem codes, exchange and my rewards"). */
export function rewardRoutes (api: Api): void {
  const { deps } = api

  // Unknown codes are guesses: counted per user and per address before the lookup, a real code is forgiven (like login passwords).
  const countGuess = (call: Call, userId: number): void => {
    const now = deps.now()
    const wait = Math.max(deps.limits.redeem.lockedFor(String(userId), now), deps.limits.redeemPerAddress.lockedFor(call.ip, now))
    if (wait > 0) fail(Status.tooFrequent, `兑换尝试过于频繁，请 ${Math.ceil(wait / 60)} 分钟后再试`, { cooldown: wait })
    deps.limits.redeem.fail(String(userId), now)
    deps.limits.redeemPerAddress.fail(call.ip, now)
  }
  const forgiveGuess = (call: Call, userId: number): void => {
    deps.limits.redeem.forgive(String(userId))
    deps.limits.redeemPerAddress.forgive(call.ip)
  }

  api.write('/v1/cdk/redeem', (call): Redemption => {
    const userId = call.userId()
    const q = parse(call.params, { code: redeemCodeField(), campaign: optional(campaignField()) })
    countGuess(call, userId)
    if (!isRewardCode(deps, q.code)) fail(Status.notFound, '兑换码不存在，请核对后重试')
    forgiveGuess(call, userId)
    return atomically(deps, () => redeemCode(deps, userId, q.code, q.campaign))!
  })

  api.route('/v1/cdk/knapsack', (call): CdkKey[] => {
    const userId = call.userId()
    return myCdkKeys(deps, userId).map((row) => ({
      key_id: row.id,
      product_name: row.name,
      masked: maskKey(row.code),
      source: row.source,
      pay_amount: formatCents(row.pay_cents),
      revealed: row.revealed === 1,
      created_at: row.created_at
    }))
  })

  // Every reveal is logged (who, when, from where): a key shown is a key that may have been used.
  api.write('/v1/cdk/reveal', (call): CdkReveal => {
    const userId = call.userId()
    const q = parse(call.params, { key_id: int('卡密', 1) })
    const key = atomically(deps, () => revealCdkKey(deps, userId, q.key_id, call.ip))
    return { key_id: key.id, code: key.code, reveal_count: key.count }
  })

  api.route('/v1/cdk/campaign', (call): Campaign => {
    const q = parse(call.params, { campaign: campaignField() })
    const row = campaignById(deps, q.campaign)
    if (!row) fail(Status.notFound, '活动不存在')
    const redeemed = call.viewer ? campaignRedemptions(deps, row!.id, call.viewer.id) : 0
    return { campaign_id: row!.id, kind: row!.kind, title: row!.title, description: row!.description, starts_at: row!.starts_at, ends_at: row!.ends_at,
      status: campaignStatus(row!, deps.now()), rules: CAMPAIGN_RULES, redeemed }
  })

  api.route('/v1/cdk/exchange/topic', (call): ExchangeTopic => {
    const topic = exchangeTopic(deps)
    const viewer = call.viewer?.id
    const points = viewer === undefined ? null : rewardPoints(deps, viewer)
    const rows = exchangeRewards(deps)
    const taken = (id: number): number => viewer === undefined ? 0 : rewardTaken(deps, id, viewer)
    return {
      title: topic.title,
      points,
      ends_at: topic.ends_at,
      rules: EXCHANGE_RULES,
      rewards: rows.map((row) => ({
        reward_id: row.id,
        title: row.title,
        grant_kind: row.grant_kind,
        cost_points: row.cost_points,
        stock: row.stock,
        per_user_limit: row.per_user_limit,
        ends_at: row.ends_at,
        taken: taken(row.id),
        grant_text: grantText(deps, { kind: row.grant_kind, amount: row.grant_amount, ref: row.grant_ref, wear: row.grant_wear })
      }))
    }
  })

  api.write('/v1/cdk/exchange', (call): Redemption => {
    const userId = call.userId()
    const q = parse(call.params, { reward_id: int('兑换奖励', 1), idempotency_key: idempotencyKey() })
    return atomically(deps, () => exchangeReward(deps, userId, q.reward_id, idempotencyKeyOf(call, q.idempotency_key)))
  })

  api.route('/v1/cdk/history', (call) => {
    const userId = call.userId()
    const q = parse(call.params, { kind: optional(oneOf('记录类型', ['cdk', 'activity', 'topic'] as const)), ...PAGE })
    const { rows, total } = redemptionPage(deps, userId, q.kind, q.page, q.page_size)
    return { list: rows.map((row) => redemptionView(deps, row, false)), total, page: q.page, page_size: q.page_size, has_more: q.page * q.page_size < total }
  })

  api.route('/v1/rewards/mine', (call) => {
    const userId = call.userId()
    const q = parse(call.params, PAGE)
    const all: MyReward[] = myRewards(deps, userId)
    const start = (q.page - 1) * q.page_size
    return { list: all.slice(start, start + q.page_size), total: all.length, page: q.page, page_size: q.page_size, has_more: start + q.page_size < all.length }
  })
}

/** The rules the activity and topic pages show: the server's own rules, in the user's words. */
const CAMPAIGN_RULES = [
  '兑换码为 16 位字母或数字，不区分大小写，可带空格或短横线输入',
  '每个兑换码每人限兑一次，重复兑换只显示已获得的奖励，不会重复发放',
  '兑换码在有效期内、活动进行中方可兑换，过期或活动结束后失效',
  '饰品奖励直接放入已绑定 Steam 账号的库存，兑换前请先绑定 Steam',
  '10 分钟内输错兑换码 10 次将暂停兑换 10 分钟'
]
const EXCHANGE_RULES = [
  '兑换积分可通过兑换本专题的 CDKey 获得，积分不可提现、不可转赠',
  '每个奖励有库存与每人限兑次数，兑完即止',
  '兑换成功后立即发放：余额进入钱包，卡密进入 CDK 背包，饰品进入 Steam 库存，优惠券进入我的优惠券',
  '同一优惠券每人只能拥有一张',
  '积分兑换一经完成不可撤销'
]
