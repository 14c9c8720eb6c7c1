import Database from 'better-sqlite3'
import { ReadCache } from '../../server/http/readCache'

describe('read cache (issue 12)', () => {
  const db = new Database(':memory:')
  db.exec('CREATE TABLE t (n INTEGER)')
  const cache = new ReadCache(db)
  const answer = JSON.stringify({ status: 200, message: 'ok', data: { list: ['饰品'] } })

  it('keeps an answer from the second time its key is asked, never the first', () => {
    expect(cache.set('/list?min_price=1', answer).toString()).toBe(answer)
    expect(cache.get('/list?min_price=1')).toBeUndefined()
    cache.set('/list?min_price=1', answer)
    expect(cache.get('/list?min_price=1')?.toString()).toBe(answer)
    expect(cache.get('/list?min_price=2')).toBeUndefined()
  })

  it('forgets kept answers and asked keys on any database write', () => {
    cache.set('/list?min_price=3', answer)
    db.prepare('INSERT INTO t (n) VALUES (1)').run()
    expect(cache.get('/list?min_price=1')).toBeUndefined()
    // the key asked before the write counts as new again
    cache.set('/list?min_price=3', answer)
    expect(cache.get('/list?min_price=3')).toBeUndefined()
    cache.set('/list?min_price=3', answer)
    expect(cache.get('/list?min_price=3')?.toString()).toBe(answer)
  })
})
