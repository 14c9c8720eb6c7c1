import { createHash } from 'node:crypto'
import { normalisePath, signRequest, signedText, tokenSubject } from '@/lib/sign'

/** Node's own md5: the oracle the signature is checked against (the local API verifies with it too) */
const md5 = (text: string): string => createHash('md5').update(text, 'utf8').digest('hex')

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
const token = (payload: object) => `${b64url({ alg: 'HS256' })}.${b64url(payload)}.sig`

describe('x-sign (DESIGN 3)', () => {
  it('follows the documented layout', () => {
    const path = '/api/v1/open/v3/store/item/list'
    const expected = md5(`GET\n${path}\n${path.length % 6}\n1700000000000\n42`)
    expect(signRequest('get', path, 1700000000000, token({ sub: 42 }))).toBe(expected)
  })

  it('hashes the UTF-8 bytes of the signed text (Chinese, emoji, md5 block edges), as the local API does', () => {
    const paths = ['/饰品交易', '/🎮 AK-47 | 红线 (久经沙场)', '/' + 'x'.repeat(40), '/' + 'x'.repeat(41), '/' + 'x'.repeat(48), '/' + 'y'.repeat(1000)]
    for (let n = 0; n < 100; n++) paths.push('/' + Array.from({ length: n }, (_, j) => String.fromCharCode(48 + ((n * 7 + j * 131) % 40000))).join(''))
    for (const path of paths) {
      const text = signedText('GET', path, 1, null)
      expect([path, signRequest('GET', path, 1, null)]).toEqual([path, md5(text)])
    }
  })

  it('uses an empty claim for visitors and unreadable tokens', () => {
    const path = '/api/v1/open/v1/user/my'
    const visitor = md5(`POST\n${path}\n${path.length % 6}\n1\n`)
    expect(signRequest('POST', path, '1', null)).toBe(visitor)
    expect(signRequest('POST', path, '1', 'not-a-jwt')).toBe(visitor)
  })

  it('changes when any part changes', () => {
    const base = signRequest('GET', '/a/b', 1, token({ sub: 'u1' }))
    expect(signRequest('POST', '/a/b', 1, token({ sub: 'u1' }))).not.toBe(base)
    expect(signRequest('GET', '/a/c', 1, token({ sub: 'u1' }))).not.toBe(base)
    expect(signRequest('GET', '/a/b', 2, token({ sub: 'u1' }))).not.toBe(base)
    expect(signRequest('GET', '/a/b', 1, token({ sub: 'u2' }))).not.toBe(base)
  })

  it('normalises slashes and drops the query', () => {
    expect(normalisePath('api/v1//open/x/?a=1')).toBe('/api/v1/open/x')
    expect(normalisePath('//x//')).toBe('/x')
    expect(signRequest('GET', 'x/y/', 1, null)).toBe(signRequest('GET', '/x/y?z=1', 1, null))
  })

  it('reads sub from UTF-8 payloads and rejects garbage', () => {
    expect(tokenSubject(token({ sub: '用户7' }))).toBe('用户7')
    expect(tokenSubject('a.%%%.c')).toBe('')
    expect(tokenSubject(token({ nosub: 1 }))).toBe('')
  })
})
