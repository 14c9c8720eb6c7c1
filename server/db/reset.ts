// npm run db:reset — restores the seed in the development database (same default file as server/main.ts).
import { openDatabase, resetToSeed } from './open'

const file = process.argv[2] ?? process.env.DB_FILE ?? 'server/data/market.db'
const now = Math.floor(Date.now() / 1000)
const db = openDatabase(file, now)
resetToSeed(db, now)
const count = (table: string): number => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n
console.log(`已恢复种子数据 ${file}: ${count('items')} 件商品, ${count('listings')} 个在售, ${count('users')} 个用户`)
db.close()
