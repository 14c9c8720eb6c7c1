import { hasTable, type Db } from './database'
import { definePromotion, type PromotionDef } from '../model/promotions'

/**
 * The campaigns a new user finds live on first run (server/README.md "Promotions"). Each is a row of the one engine:
 * a new campaign is one more entry here (or an operator's insert), never a page of code. Times are relative to the seed.
 */
const DAY = 86400
const BEIJING = 8 * 3600

/** Christmas week in Beijing time (20–26 December): this year's, or next year's once this year's has ended. */
export function christmasWeek (now: number): { starts_at: number, ends_at: number } {
  const year = new Date((now + BEIJING) * 1000).getUTCFullYear()
  const week = (y: number) => ({ starts_at: Date.UTC(y, 11, 20) / 1000 - BEIJING, ends_at: Date.UTC(y, 11, 27) / 1000 - BEIJING })
  return now < week(year).ends_at ? week(year) : week(year + 1)
}
/** Catalogue items some rewards grant (the cheapest of each game, looked up by the seed). */
export interface SeedItems { cs: number, dota: number }
export function promotionSeeds (now: number, items: SeedItems = { cs: 1, dota: 1 }): PromotionDef[] {
  const balance = (yuan: number) => ({ kind: 'balance' as const, amount: yuan * 100, ref: null })
  const coupon = (id: number) => ({ kind: 'coupon' as const, amount: 0, ref: id })
  const item = (id: number) => ({ kind: 'item' as const, amount: 1, ref: id })
  return [
    {
      key: 'exempt_fee', kind: 'fee', title: '出售免手续费', subtitle: '活动期间出售饰品，前 10 笔免收 2.5% 手续费', appid: null,
      starts_at: now - 3 * DAY, ends_at: now + 27 * DAY, metric: 'sales_count', eligibility: { steam: true },
      perks: { fee_free_sales: 10, fee_free_max_cents: 500000 },
      tiers: [{ goal: 3, reward: { kind: 'balance', amount: 500, ref: null } }, { goal: 10, reward: { kind: 'balance', amount: 2000, ref: null } }],
      rules: [
        '报名后活动期间内完成的出售订单计入进度，以订单完成时间为准',
        '免手续费仅限报名后的前 10 笔出售，单笔售价 5000 元以内',
        '与关联账户（同一设备、提现账户或交易链接，邀请关系，24 小时内同一网络）之间的交易不享受免手续费、返还或补贴',
        '奖励在活动结束后 7 天内可领取，逾期作废'
      ],
      sort: 1
    },
    // fee and rent campaigns (server/README.md "Fee and rent promotions")
    {
      key: 'sell_rebate', kind: 'fee', title: '出售返利', subtitle: '每笔出售完成后返还 50% 手续费到余额', appid: null,
      starts_at: now - 5 * DAY, ends_at: now + 25 * DAY, metric: 'sales_count', eligibility: { steam: true },
      perks: { fee_rebate_bp: 5000 },
      tiers: [{ goal: 5, reward: { kind: 'balance', amount: 300, ref: null } }],
      rules: [
        '报名后出售的订单在交易完成时返还该笔手续费的 50%，直接到账余额，每笔订单只返一次',
        '订单取消或超时不返还；免手续费的订单没有手续费可返，返还不超过该笔实收手续费',
        '与关联账户（同一设备、提现账户或交易链接，邀请关系，24 小时内同一网络）之间的交易不享受免手续费、返还或补贴',
        '同时参加多个返利活动时按最高比例返还，不叠加'
      ],
      sort: 2
    },
    {
      key: 'fee_refund', kind: 'fee', title: '手续费返还', subtitle: '累计实收手续费满额，按档返还手续费', appid: null,
      starts_at: now - 2 * DAY, ends_at: now + 28 * DAY, metric: 'fees_cents', eligibility: { steam: true },
      // Goals in fees actually charged (2.5 % of ¥500 / ¥2,000 / ¥5,000 of sales), each refund under its goal
      tiers: [
        { goal: 1250, reward: { kind: 'balance', amount: 500, ref: null } },
        { goal: 5000, reward: { kind: 'balance', amount: 2500, ref: null } },
        { goal: 12500, reward: { kind: 'balance', amount: 8000, ref: null } }
      ],
      rules: [
        '报名后活动期间完成的出售按实收手续费累计，免手续费的订单没有手续费，不计入',
        '每达到一档可领取一次手续费返还，返还金额直接到账余额，不超过已收手续费',
        '与关联账户（同一设备、提现账户或交易链接，邀请关系，24 小时内同一网络）之间的交易不计入',
        '奖励在活动结束后 7 天内可领取，逾期作废'
      ],
      sort: 3
    },
    {
      key: 'rent_grey', kind: 'rent', title: '租赁补贴内测', subtitle: '灰度开放：获得资格的用户租赁立享 1.5% 租金补贴', appid: null,
      starts_at: now - DAY, ends_at: now + 13 * DAY, metric: 'rent_count', eligibility: { grey_percent: 50 },
      perks: { rent_subsidy_bp: 150 },
      tiers: [{ goal: 1, reward: { kind: 'balance', amount: 200, ref: null } }],
      rules: [
        '活动灰度开放，按账号分批获得资格，资格在活动期间保持不变',
        '申请通过后租赁订单完成时返还所付租金的 1.5%（押金不计），以该笔平台服务费为上限',
        '与关联账户（同一设备、提现账户或交易链接，邀请关系，24 小时内同一网络）之间的交易不享受免手续费、返还或补贴',
        '同时参加多个租赁补贴活动时按最高比例补贴，不叠加'
      ],
      sort: 4
    },
    {
      key: 'rent_subsidy', kind: 'rent', title: '租赁补贴', subtitle: '租饰品返 1% 租金，每单到账', appid: null,
      starts_at: now - 4 * DAY, ends_at: now + 26 * DAY, metric: 'rent_count',
      perks: { rent_subsidy_bp: 100 },
      tiers: [{ goal: 3, reward: { kind: 'balance', amount: 500, ref: null } }],
      rules: [
        '报名后租赁订单完成（接收报价）时返还所付租金的 1%，押金不计，每笔订单只补贴一次',
        '补贴以该笔订单的平台服务费为上限；订单取消或超时不补贴',
        '与关联账户（同一设备、提现账户或交易链接，邀请关系，24 小时内同一网络）之间的交易不享受免手续费、返还或补贴',
        '同时参加多个租赁补贴活动时按最高比例补贴，不叠加'
      ],
      sort: 5
    },
    {
      key: 'rent_subsidy_plus', kind: 'rent', title: '租赁补贴升级版', subtitle: '完成过交易的用户租金补贴升至 2%，另有阶梯奖励', appid: null,
      starts_at: now - 2 * DAY, ends_at: now + 28 * DAY, metric: 'rent_count', eligibility: { min_orders: 1 },
      perks: { rent_subsidy_bp: 200 },
      tiers: [
        { goal: 1, reward: { kind: 'balance', amount: 200, ref: null } },
        { goal: 5, reward: { kind: 'balance', amount: 1000, ref: null } },
        { goal: 10, reward: { kind: 'balance', amount: 3000, ref: null } }
      ],
      rules: [
        '完成过至少 1 笔交易的用户可参与',
        '报名后租赁订单完成时返还所付租金的 2%，押金不计，每笔订单只补贴一次，以该笔平台服务费为上限',
        '与关联账户（同一设备、提现账户或交易链接，邀请关系，24 小时内同一网络）之间的交易不享受免手续费、返还或补贴',
        '租赁笔数达到各档可领取阶梯奖励，活动结束后 7 天内有效'
      ],
      sort: 6
    },
    // seasonal events (kind season; one live by logins, one live by spending, one upcoming, one ended), the Douyu
    // co-promotion (one row per game), the streamer invite, the win-back and the new-user allowance
    {
      // the demo's live login campaign runs whatever the month, so it is named for what it asks, not for the Spring Festival
      key: 'season_newyear', kind: 'season', title: '每日签到礼', subtitle: '活动期间每天登录 C5，集满天数领优惠券、红包与饰品',
      starts_at: now - 2 * DAY, ends_at: now + 20 * DAY, metric: 'login_days',
      tiers: [{ goal: 1, reward: coupon(2) }, { goal: 3, reward: balance(5) }, { goal: 7, reward: item(items.cs) }],
      rules: ['报名后每个自然日（北京时间）登录一次计 1 天，报名当天报名后的登录也计入', '饰品奖励发放到已绑定 Steam 账号的库存，可直接出售', '奖励在活动结束后 7 天内可领取，逾期作废'],
      sort: 10
    },
    {
      key: 'season_festival', kind: 'season', title: '年终购物节', subtitle: '活动期间累计购买满额，阶梯返现到账户余额',
      starts_at: now - DAY, ends_at: now + 12 * DAY, metric: 'purchase_cents',
      tiers: [{ goal: 10000, reward: balance(3) }, { goal: 50000, reward: balance(15) }, { goal: 200000, reward: balance(60) }],
      rules: ['报名后购买的订单在交易完成并结算后按成交价计入，取消或超时的订单不计', '租赁订单不计入购买金额', '奖励在活动结束后 7 天内可领取，逾期作废'],
      sort: 11
    },
    {
      key: 'season_christmas', kind: 'season', title: '圣诞狂欢', subtitle: '圣诞期间购买饰品，按件数领取圣诞礼包',
      ...christmasWeek(now), metric: 'purchase_count',
      tiers: [{ goal: 1, reward: balance(2) }, { goal: 3, reward: coupon(2) }, { goal: 6, reward: item(items.cs) }],
      rules: ['活动开始后方可报名，报名后购买的订单在交易完成并结算后计入件数', '奖励在活动结束后 7 天内可领取，逾期作废'],
      sort: 12
    },
    {
      key: 'season_military', kind: 'season', title: '铁血军魂', subtitle: '军事主题月：购买 CS2 饰品赢军需补给', appid: 730,
      starts_at: now - 40 * DAY, ends_at: now - 3 * DAY, metric: 'purchase_count',
      tiers: [{ goal: 1, reward: balance(3) }, { goal: 5, reward: item(items.cs) }],
      rules: ['仅 CS2 饰品的购买订单计入', '奖励在活动结束后 7 天内可领取，逾期作废'],
      sort: 13
    },
    {
      key: 'douyu_cs', kind: 'douyu', title: '斗鱼 × C5 CS2 主播季', subtitle: '看斗鱼 CS2 直播，来 C5 完成任务领鱼丸好礼', appid: 730,
      starts_at: now - 5 * DAY, ends_at: now + 25 * DAY, metric: 'purchase_count',
      tiers: [{ goal: 1, reward: coupon(2) }, { goal: 3, reward: balance(8) }, { goal: 10, reward: item(items.cs) }],
      rules: ['报名后在 C5 购买 CS2 饰品（交易完成并结算）计入任务进度', '绑定斗鱼账号（授权管理中的斗鱼直播）后可在斗鱼直播间同步展示战绩', '奖励在活动结束后 7 天内于「活动奖励」领取'],
      sort: 20
    },
    {
      key: 'douyu_dota', kind: 'douyu', title: '斗鱼 × C5 DOTA2 刀塔季', subtitle: '看斗鱼 DOTA2 直播，来 C5 完成任务领饰品', appid: 570,
      starts_at: now - 5 * DAY, ends_at: now + 25 * DAY, metric: 'purchase_count',
      tiers: [{ goal: 1, reward: coupon(3) }, { goal: 3, reward: balance(5) }, { goal: 8, reward: item(items.dota) }],
      rules: ['报名后在 C5 购买 DOTA2 饰品（交易完成并结算）计入任务进度', '绑定斗鱼账号（授权管理中的斗鱼直播）后可在斗鱼直播间同步展示战绩', '奖励在活动结束后 7 天内于「活动奖励」领取'],
      sort: 21
    },
    {
      key: 'liver_invite', kind: 'invite', title: '主播邀请计划', subtitle: '分享你的邀请码，好友首笔购买结算后计入，邀请越多奖励越多',
      starts_at: now - 10 * DAY, ends_at: now + 50 * DAY, metric: 'invitees',
      tiers: [{ goal: 1, reward: balance(2) }, { goal: 3, reward: balance(8) }, { goal: 10, reward: balance(30) }],
      rules: ['报名后通过你的邀请码注册（或 24 小时内绑定邀请码）的新用户，首笔购买交易完成并结算后计入人数', '每位好友只能被邀请一次，好友完成首购你还可在「邀请好友」另领邀请奖励', '奖励在活动结束后 7 天内可领取，逾期作废'],
      sort: 30
    },
    {
      key: 'recall', kind: 'recall', title: '老友回归礼', subtitle: '好久不见！回归即领欢迎礼，完成首笔购买再领红包',
      starts_at: now - 7 * DAY, ends_at: now + 53 * DAY, metric: 'purchase_count', eligibility: { idle_days: 30 },
      tiers: [{ goal: 0, reward: balance(5) }, { goal: 1, reward: balance(10) }],
      rules: ['注册满 30 天且最近 30 天没有交易（买或卖）的老用户可参与，报名后资格不再变化', '欢迎礼报名即可领取；报名后第一笔购买交易完成并结算后领取首购红包', '奖励在活动结束后 7 天内可领取，逾期作废'],
      sort: 31
    },
    {
      key: 'allowance', kind: 'allowance', title: '新人补贴金', subtitle: '注册 30 天内的新用户，首批购买按金额返补贴金到余额',
      starts_at: now - 30 * DAY, ends_at: now + 335 * DAY, metric: 'purchase_cents', eligibility: { new_user_days: 30 },
      tiers: [{ goal: 5000, reward: balance(2) }, { goal: 20000, reward: balance(5) }, { goal: 100000, reward: balance(20) }],
      rules: ['注册 30 天内的新用户报名后，购买订单在交易完成并结算后按成交价累计', '累计满 ¥50 / ¥200 / ¥1000 分别返 ¥2 / ¥5 / ¥20 补贴金到账户余额，最多共 ¥27', '补贴金为账户余额，可用于购买或提现；奖励在活动结束后 7 天内可领取'],
      sort: 32
    }
  ]
}

export function seedPromotions (db: Db, now: number): void {
  if (!hasTable(db, 'promotions')) return
  const cheapest = (appid: number) => (db.prepare(`SELECT id FROM items WHERE appid = ? ORDER BY ref_price_cents, id
      LIMIT 1`).get(appid) as { id: number } | undefined)?.id
    ?? 1
  for (const def of promotionSeeds(now, { cs: cheapest(730), dota: cheapest(570) })) definePromotion(db, def)
}
