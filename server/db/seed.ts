import { hasColumn, hasTable, type Db } from './database'
import { seedHelp } from './seedHelp'
import { hashSecret, OWASP_COST, passwordCost } from '../domain/passwords'
import { seedPriceHistory } from './seedHistory'
import { seedRewards } from './seedRewards'
import { seedDeals } from './seedDeals'
import { CS2_KNIVES, CS2_RARITY, CS2_SKINS, DOTA_ITEMS, DOTA_RARITY, DOTA_SLOTS_SQL, SELLERS } from './catalogue'
import { EXTERIORS } from '../domain/exteriors'
import { seedAgreements, seedMessages } from './seedContent'
import { seedRedpacks } from './seedRedpacks'
import { seedGifts } from './seedGifts'
import { seedDraws } from './seedDraws'
import { seedPromotions } from './seedPromotions'
import { seedPartners } from './seedPartners'
import { seedBackstage } from './seedBackstage'
import { seedGuess } from './seedGuess'
import { seedNewsAndConsult } from './seedNews'
import { random } from '../domain/random'

export const DEMO = { phone: '13800138000', password: 'Passw0rd!', payPassword: '123456', balanceCents: 500_000 }
/** A second ready buyer for tests and demos of two buyers at once. */
export const DEMO2 = { phone: '13900139000', password: 'Passw0rd!', payPassword: '654321', balanceCents: 500_000 }

// The demo users' login-password hashes at OWASP's cost, made once: a fresh 2^17 scrypt per seed would slow every reset and test suite.
const DEMO_PASSWORD_HASHES = [
  'scrypt$131072$8$1$c6ddb03d9e1bb804d911458876d4b84d$ad468dec848323ae4e734a2b0d0b6635306cbd95dd1016cc488a76a3f1cb7660',
  'scrypt$131072$8$1$e8c85078a3f0137057732231d26fa09d$2d4799a6cc4c3f4cdcb49723703efdc7604eb0759830a5ce4ccd0fd94e53984c'
]
/** The stored constant, or (when a test suite lowered the cost) a cheap hash of the same password. */
const demoPasswordHash = (password: string, index: number): string =>
  passwordCost() === OWASP_COST ? DEMO_PASSWORD_HASHES[index] : hashSecret(password, passwordCost())

interface NewItem {
  appid: number,
  name: string,
  hash: string,
  category: string,
  rarity: string,
  color: string,
  quality: string,
  exterior: string | null,
  cents: number
}

function catalogue (): NewItem[] {
  const items: NewItem[] = []
  for (const [weapon, weaponEn, skin, skinEn, category, rarity, base, statTrak] of CS2_SKINS) {
    for (const variant of statTrak ? [false, true] : [false]) {
      for (const wear of EXTERIORS) {
        const prefix = variant ? 'StatTrak™ ' : ''
        items.push({
          appid: 730,
          name: `${prefix}${weapon} | ${skin} (${wear.name})`,
          hash: `${prefix}${weaponEn} | ${skinEn} (${wear.en})`,
          category,
          rarity,
          color: CS2_RARITY[rarity],
          quality: variant ? 'StatTrak™' : '普通',
          exterior: wear.name,
          cents: Math.max(3, Math.round(base * wear.factor / 100 * (variant ? 1.6 : 1)))
        })
      }
    }
  }
  for (const [zh, en, category, base] of CS2_KNIVES) {
    const knife = category === '匕首'
    for (const variant of knife ? [false, true] : [false]) {
      for (const wear of EXTERIORS) {
        const prefix = variant ? '★ StatTrak™ ' : '★ '
        items.push({
          appid: 730,
          name: `${prefix}${zh} (${wear.name})`,
          hash: `${prefix}${en} (${wear.en})`,
          category,
          rarity: '隐秘',
          color: CS2_RARITY['隐秘'],
          quality: variant ? '★ StatTrak™' : '★',
          exterior: wear.name,
          cents: Math.round(base * (wear.factor + 30) / 130 * (variant ? 1.3 : 1))
        })
      }
    }
  }
  for (const [zh, en, hero, rarity, base, inscribed] of DOTA_ITEMS) {
    for (const variant of inscribed ? [false, true] : [false]) {
      items.push({
        appid: 570,
        name: variant ? `铭刻 ${zh}` : zh,
        hash: variant ? `Inscribed ${en}` : en,
        category: hero,
        rarity,
        color: DOTA_RARITY[rarity],
        quality: variant ? '铭刻' : '标准',
        exterior: null,
        cents: Math.round(base * (variant ? 1.25 : 1))
      })
    }
  }
  return items
}

/** Writes the whole seed: games, catalogue, sellers, listings, sales, demo users, coupons, content. */
export function seed (db: Db, now: number): void {
  const rand = random(20261122)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]

  const game = db.prepare('INSERT INTO games (appid, zh_name, en_name, icon, sort) VALUES (?, ?, ?, ?, ?)')
  game.run(570, 'DOTA2', 'Dota 2', '/api/v1/open/img/game/570.svg', 1)
  game.run(730, 'CS2', 'Counter-Strike 2', '/api/v1/open/img/game/730.svg', 2)

  const user = db.prepare(`INSERT INTO users (phone, password_hash, nickname, avatar, steam_id, trade_url, pay_password_hash, balance_cents, health_checked,
      is_seller, deliver_rate_bp, avg_deliver_minutes, created_at)
    VALUES (@phone, @password_hash, @nickname, @avatar, @steam_id, @trade_url, @pay_password_hash, @balance_cents, @health_checked, @is_seller,
        @deliver_rate_bp, @avg_deliver_minutes, @created_at)`)
  const sellerIds = SELLERS.map((seller, index) => Number(user.run({
    phone: null,
    password_hash: null,
    nickname: seller.nickname,
    avatar: `/api/v1/open/img/avatar/${index + 1}.svg`,
    steam_id: `76561198000000${100 + index}`,
    trade_url: null,
    pay_password_hash: null,
    balance_cents: 0,
    health_checked: 1,
    is_seller: 1,
    deliver_rate_bp: seller.deliver_rate_bp,
    avg_deliver_minutes: seller.avg,
    created_at: now - 400 * 86400
  }).lastInsertRowid))
  const demoIds = [DEMO, DEMO2].map((demo, index) => Number(user.run({
    phone: demo.phone,
    password_hash: demoPasswordHash(demo.password, index),
    nickname: index === 0 ? '演示用户' : '演示买家二号',
    avatar: '/api/v1/open/img/avatar/0.svg',
    steam_id: `7656119800000000${1 + index}`,
    trade_url: `https://steamcommunity.com/tradeoffer/new/?partner=${39734273 + index}&token=Ab12Cd3${index}`,
    pay_password_hash: hashSecret(demo.payPassword),
    balance_cents: demo.balanceCents,
    health_checked: 1,
    is_seller: 0,
    deliver_rate_bp: 10000,
    avg_deliver_minutes: 0,
    created_at: now - 30 * 86400
  }).lastInsertRowid))
  const ledger = db.prepare(`INSERT INTO ledger (user_id, kind, amount_cents, balance_after_cents, frozen_after_cents, ref, memo, created_at)
      VALUES (?, ?, ?, ?, 0, ?, ?, ?)`)
  demoIds.forEach((id) => ledger.run(id, 'recharge', DEMO.balanceCents, DEMO.balanceCents, 'seed', '充值（种子数据）', now - 29 * 86400))

  const item = db.prepare(`INSERT INTO items (appid, name, market_hash_name, category, rarity, rarity_color, quality, exterior, ref_price_cents, popularity,
      description, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const listing = db.prepare(`INSERT INTO listings (item_id, seller_id, price_cents, wear, rentable, rent_daily_cents, rent_deposit_cents, status, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  for (const entry of catalogue()) {
    const description = entry.appid === 730
      ? `${entry.category} · ${entry.rarity} · ${entry.quality}。外观由磨损值决定，磨损值越低越新。`
      : `${entry.category} 饰品 · ${entry.rarity} · ${entry.quality}。`
    const itemId = Number(item.run(entry.appid, entry.name, entry.hash, entry.category, entry.rarity, entry.color, entry.quality, entry.exterior,
      entry.cents, Math.floor(rand() * 10000), description, now - Math.floor(rand() * 200) * 86400).lastInsertRowid)
    const wearRange = EXTERIORS.find((wear) => wear.name === entry.exterior)
    const count = 2 + Math.floor(rand() * 7)
    for (let n = 0; n < count; n++) {
      const price = Math.max(1, Math.round(entry.cents * (0.92 + rand() * 0.25)))
      const wear = wearRange ? (wearRange.min + rand() * (wearRange.max - wearRange.min)).toFixed(6) : null
      const rentable = rand() < 0.25
      listing.run(itemId, pick(sellerIds), price, wear, rentable ? 1 : 0,
        rentable ? Math.max(1, Math.round(price * 0.004)) : null, rentable ? price : null, 'on_sale', now - Math.floor(rand() * 30 * 86400))
    }
    // six sales per item were drawn here before the price history (seedHistory.ts): the same draws keep every later listing as it was
    for (let n = 0; n < 6; n++) { if (wearRange) rand(); rand(); rand() }
  }
  if (hasColumn(db, 'items', 'slot')) db.exec(DOTA_SLOTS_SQL)
  seedPriceHistory(db, now, random(20261123))

  const template = db.prepare('INSERT INTO coupon_templates (name, discount_cents, min_amount_cents, appid, valid_days, total) VALUES (?, ?, ?, ?, ?, ?)')
  template.run('新人立减 5 元', 500, 5000, null, 7, 100000)
  template.run('CS2 满 100 减 10', 1000, 10000, 730, 15, 10000)
  template.run('DOTA2 满 50 减 3', 300, 5000, 570, 15, 10000)
  template.run('限量 满 1000 减 50', 5000, 100000, null, 3, 2)
  db.prepare("INSERT INTO coupons (template_id, user_id, status, expires_at, created_at) VALUES (1, ?, 'unused', ?, ?)").run(demoIds[0], now + 7 * 86400, now)
  db.prepare('UPDATE coupon_templates SET claimed = 1 WHERE id = 1').run()

  seedMessages(db, demoIds[0], now)
  seedRedpacks(db, now, { demo: demoIds[0], demo2: demoIds[1], sellers: sellerIds })
  seedGifts(db, now)
  seedDraws(db, now, { demo: demoIds[0], demo2: demoIds[1], sellers: sellerIds })

  const ticketType = db.prepare('INSERT INTO ticket_types (id, name) VALUES (?, ?)')
  ;['交易问题', '充值与提现', '账号与安全', '功能建议', '其他'].forEach((name, index) => ticketType.run(index + 1, name))

  const article = db.prepare('INSERT INTO articles (kind, slug, title, content, version, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
  seedAgreements(db, now)
  seedHelp(db, now)
  article.run('wiki', 'wear', '磨损值与外观', '崭新出厂 0-0.07，略有磨损 0.07-0.15，久经沙场 0.15-0.38，破损不堪 0.38-0.45，战痕累累 0.45-1。', '1', now)
  article.run('wiki', 'stattrak', 'StatTrak™ 是什么', 'StatTrak™ 武器会记录击杀数，显示为 ST。', '1', now)

  seedDeals(db, now, { demo2: demoIds[1], sellers: sellerIds })
  db.prepare('INSERT INTO short_urls (code, url) VALUES (?, ?)').run('dl', '/pages/market/home/index')
  db.prepare('INSERT INTO short_urls (code, url) VALUES (?, ?)').run('help', '/pages/help/index')
  const version = db.prepare('INSERT INTO app_versions (platform, version_code, version_name, notes, force_update, url) VALUES (?, ?, ?, ?, ?, ?)')
  version.run('android', 401000, '4.1.0', '修复已知问题，提升稳定性。', 0, 'https://example.com/c5.apk')
  version.run('ios', 401000, '4.1.0', '修复已知问题，提升稳定性。', 0, 'https://apps.apple.com/app/id0000000000')
  const hot = db.prepare('INSERT INTO hot_words (word, appid, weight) VALUES (?, ?, ?)')
  ;[['至宝', 570, 90], ['幻影刺客', 570, 80], ['龙爪钩', 570, 70], ['信使', 570, 60], ['帕吉', 570, 50],
    ['AK-47', 730, 90], ['AWP', 730, 85], ['蝴蝶刀', 730, 80], ['二西莫夫', 730, 70], ['手套', 730, 60]].forEach(([word, appid, weight]) => hot.run(word, appid, weight))
  const cdk = db.prepare('INSERT INTO cdk_products (name, price_cents, stock) VALUES (?, ?, ?)')
  cdk.run('Steam 钱包充值卡 50 元', 5200, 500)
  cdk.run('Steam 钱包充值卡 100 元', 10300, 500)
  seedRewards(db, now, demoIds)
  seedNewsAndConsult(db, now, demoIds[0])
  seedPromotions(db, now)
  seedBackstage(db, now, sellerIds)
  seedGuess(db, now, { demo: demoIds[0], demo2: demoIds[1], sellers: sellerIds })
  // partner apps the demo user has authorised (scope keys; routes/privacy names them). The seed also runs on
  // older schemas (a database upgraded later): there migration 4 adds the same grants itself.
  if (!hasTable(db, 'oauth_grants')) return
  const grant = db.prepare('INSERT INTO oauth_grants (user_id, app_name, icon_text, icon_color, scopes, granted_at) VALUES (?, ?, ?, ?, ?, ?)')
  grant.run(demoIds[0], '斗鱼直播', '斗', '#ff7700', 'profile,inventory', now - 40 * 86400)
  grant.run(demoIds[0], '饰品价格助手', '价', '#2f6bd8', 'inventory,trade_history', now - 12 * 86400)
  grant.run(demoIds[0], 'CS2 开箱模拟器', 'CS', '#3a3f4b', 'profile', now - 3 * 86400)
  seedPartners(db, demoIds[0])
}
