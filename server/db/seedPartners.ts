import { hasTable, type Db } from './database'

/**
 * Partner apps: the seeded 授权管理 grants name their registered app, the demo user holds some OOS
 * points and 虎牙金豆 to exchange, and the OOS mall has items (catalogue skins), codes and one sold-out offer.
 * Skipped on a schema without migration 24 (old-schema seed tests).
 */
export function seedPartners (db: Db, demoId: number): void {
  if (!hasTable(db, 'oos_offers')) return
  db.prepare("UPDATE oauth_grants SET client_id = 'douyu_live' WHERE app_name = '斗鱼直播'").run()
  db.prepare("UPDATE oauth_grants SET client_id = 'price_helper' WHERE app_name = '饰品价格助手'").run()
  const account = db.prepare('INSERT INTO partner_accounts (user_id, partner, points) VALUES (?, ?, ?)')
  account.run(demoId, 'oos', 1280)
  account.run(demoId, 'huya', 25000)
  const offer = db.prepare('INSERT INTO oos_offers (kind, title, note, item_id, wear, points, stock, per_user, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
  const itemId = (name: string): number | undefined => (db.prepare('SELECT id FROM items WHERE name = ?').get(name) as { id: number } | undefined)?.id
  const skins: Array<[string, string, number, number]> = [
    ['AK-47 | 精英之作 (战痕累累)', '0.51234187', 105, 30],
    ['AWP | 狩猎网格 (崭新出厂)', '0.04331902', 63, 40],
    ['P90 | 二西莫夫 (崭新出厂)', '0.05129844', 348, 8]
  ]
  let sort = 1
  for (const [name, wear, points, stock] of skins) {
    const id = itemId(name)
    if (id !== undefined) offer.run('item', name, '兑换后直接发放到你绑定的 Steam 库存，可在 C5 出售', id, wear, points, stock, 1, sort++)
  }
  offer.run('code', 'Steam 钱包 20 元兑换码', '在 Steam 客户端「兑换 Steam 钱包码」中使用', null, null, 210, 50, 2, sort++)
  offer.run('code', 'UU 加速器 7 天时长码', '在 UU 加速器「兑换中心」中使用，有效期 90 天', null, null, 25, 200, 3, sort++)
  offer.run('code', 'Steam 钱包 100 元兑换码', '在 Steam 客户端「兑换 Steam 钱包码」中使用', null, null, 1050, 0, 1, sort++)
}
