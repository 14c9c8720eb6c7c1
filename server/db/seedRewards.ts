import { hasTable, type Db } from './database'

/**
 * Redeem code seed: the CDK page's codes (some used, one expired), an activity that is live and one that ended, the
 * exchange topic with its rewards (one sold out) and the demo user's points and a rewarded key. The codes are
 * written in server/README.md ("Redeem codes, exchange and my rewards") so a tester can type them.
 */
export function seedRewards (db: Db, now: number, demoIds: number[]): void {
  if (!hasTable(db, 'reward_codes')) return
  const day = 86400
  const campaign = db.prepare('INSERT INTO reward_campaigns (id, kind, title, description, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)')
  campaign.run('cdk', 'cdk', 'CDK 兑换', '兑换平台发放的 CDK：余额、优惠券、饰品或游戏卡密', now - 365 * day, now + 5 * 365 * day)
  campaign.run('newyear2027', 'activity', '新年福利 CDKey', '新年期间关注官方公众号与直播间领取 CDKey，兑换余额、优惠券与积分', now - 3 * day, now + 27 * day)
  campaign.run('autumn2026', 'activity', '秋季开箱节 CDKey', '秋季开箱节的限时 CDKey，已于活动结束时失效', now - 70 * day, now - 10 * day)
  campaign.run('topic', 'topic', 'CDKey 积分兑换', '兑换专题 CDKey 得积分，用积分兑换余额、卡密、饰品与优惠券', now - 7 * day, now + 60 * day)

  const dotaItem = (db.prepare('SELECT id FROM items WHERE appid = 570 ORDER BY id LIMIT 1').get() as { id: number }).id
  const code = db.prepare(`INSERT INTO reward_codes (code, campaign, grant_kind, grant_amount, grant_ref, max_uses, used, expires_at, created_at)
    VALUES (@code, @campaign, @kind, @amount, @ref, @max, @used, @expires, @created)`)
  const put = (entry: { code: string, campaign: string, kind: string, amount?: number, ref?: number, max?: number, used?: number, expires?: number }): void => {
    code.run({ amount: 0, ref: null, max: 1, used: 0, expires: now + 180 * day, created: now - 5 * day, ...entry })
  }
  put({ code: 'C5CD-K000-0000-0001', campaign: 'cdk', kind: 'balance', amount: 1000 })
  put({ code: 'C5CD-K000-0000-0002', campaign: 'cdk', kind: 'points', amount: 20, used: 1 })
  put({ code: 'C5CD-K000-0000-0003', campaign: 'cdk', kind: 'balance', amount: 2000, expires: now - day })
  put({ code: 'C5CD-K000-0000-0004', campaign: 'cdk', kind: 'key', ref: 1 })
  put({ code: 'C5CD-K000-0000-0005', campaign: 'cdk', kind: 'coupon', ref: 3 })
  put({ code: 'C5CD-K000-0000-0006', campaign: 'cdk', kind: 'item', ref: dotaItem })
  for (let n = 10; n <= 29; n++) put({ code: `C5CD-K000-0000-00${n}`, campaign: 'cdk', kind: 'balance', amount: 100 * (n - 9) })
  put({ code: 'C5CD-K000-0000-0009', campaign: 'cdk', kind: 'key', ref: 1, used: 1 })
  put({ code: 'NEWY-EAR0-2027-0001', campaign: 'newyear2027', kind: 'balance', amount: 200, max: 10000 })
  put({ code: 'NEWY-EAR0-2027-0002', campaign: 'newyear2027', kind: 'coupon', ref: 2, max: 10000 })
  put({ code: 'NEWY-EAR0-2027-0003', campaign: 'newyear2027', kind: 'points', amount: 50, max: 10000 })
  put({ code: 'AUTU-MN00-2026-0001', campaign: 'autumn2026', kind: 'balance', amount: 300, max: 10000, expires: now + 30 * day })
  put({ code: 'TOPI-C000-PNTS-0100', campaign: 'topic', kind: 'points', amount: 100, max: 10000, used: 1 })
  put({ code: 'TOPI-C000-PNTS-0500', campaign: 'topic', kind: 'points', amount: 500 })

  const reward = db.prepare(`INSERT INTO exchange_rewards (title, grant_kind, grant_amount, grant_ref, cost_points, stock, per_user_limit, ends_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
  reward.run('余额红包 2 元', 'balance', 200, null, 50, 500, 3, now + 60 * day)
  reward.run('CS2 满 100 减 10 优惠券', 'coupon', 0, 2, 80, 0, 1, now + 60 * day)
  reward.run('DOTA2 饰品一件', 'item', 0, dotaItem, 300, 10, 1, now + 60 * day)
  reward.run('Steam 钱包充值卡 50 元', 'key', 0, 1, 400, 20, 1, now + 60 * day)

  // the demo user has redeemed a topic code (100 points) and a key code (a key in the knapsack); 演示买家二号 used code 0002
  const [demo, buyer] = demoIds
  const redemption = db.prepare(`INSERT INTO reward_redemptions (user_id, campaign, code, grant_kind, grant_text, grant_amount, granted_ref, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
  redemption.run(demo, 'topic', 'TOPI-C000-PNTS-0100', 'points', '兑换积分 100', 100, null, now - 2 * day)
  db.prepare('INSERT INTO reward_points (user_id, points) VALUES (?, ?)').run(demo, 100)
  const key = db.prepare(`INSERT INTO cdk_codes (product_id, user_id, code, pay_cents, idem_key, created_at, source)
      VALUES (1, ?, 'A7F3-19C2-88D0-4E5B', 0, NULL, ?, 'reward')`)
    .run(demo, now - day).lastInsertRowid
  redemption.run(demo, 'cdk', 'C5CD-K000-0000-0009', 'key', '卡密 Steam 钱包充值卡 50 元', 0, String(key), now - day)
  redemption.run(buyer, 'cdk', 'C5CD-K000-0000-0002', 'points', '兑换积分 20', 20, null, now - 4 * day)
  db.prepare('INSERT INTO reward_points (user_id, points) VALUES (?, ?)').run(buyer, 20)
}
