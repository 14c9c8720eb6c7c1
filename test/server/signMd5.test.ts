import md5Package from 'md5'
import { md5, verifySign } from '../../server/http/sign'
import { signRequest, signedText } from '../../src/lib/sign'

// issue 12: the API checks x-sign with Node's md5; the client signs with the md5 package. They must agree on every text.
describe('x-sign on the server (http/sign.ts)', () => {
  const token = (sub: unknown): string => `e30.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.sig`

  it("Node's md5 gives the md5 package's hex for ASCII, Chinese, emoji and empty text", () => {
    for (const text of ['', 'GET\n/api/v1/open/v3/store/item/list\n2\n1700000000000\n', '中文路径\n饰品', '😀 ™ ★', 'x'.repeat(10000), '\u00e9\u00ff']) {
      expect(md5(text)).toBe(md5Package(text))
    }
  })

  it("accepts the client's signature over the full path or the call path, for a visitor and a user; refuses another", () => {
    const headers = (path: string, sub: string | null): Record<string, string> => ({ 'x-sign': signRequest('GET', path, '1700000000000', sub === null ? null : token(sub)), 'x-start-req-time': '1700000000000' })
    expect(signRequest('GET', '/v1/user/my', 1, null)).toBe(md5(signedText('GET', '/v1/user/my', 1, null)))
    for (const sub of [null, '42', '用户']) {
      const t = sub === null ? undefined : token(sub)
      expect(() => verifySign('GET', '/api/v1/open/v1/user/my', headers('/api/v1/open/v1/user/my', sub), t)).not.toThrow()
      expect(() => verifySign('GET', '/api/v1/open/v1/user/my', headers('/v1/user/my', sub), t)).not.toThrow()
      expect(() => verifySign('GET', '/api/v1/open/v1/user/my', headers('/v1/user/other', sub), t)).toThrow('签名校验失败')
      expect(() => verifySign('POST', '/api/v1/open/v1/user/my', headers('/v1/user/my', sub), t)).toThrow('签名校验失败')
    }
  })
})
