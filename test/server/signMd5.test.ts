import { md5, verifySign } from '../../server/http/sign'
import { signRequest, signedText } from '../../src/lib/sign'

// issue 12: the API checks x-sign with Node's md5; the client signs with its own (src/lib/sign.ts). They must agree on every text.
describe('x-sign on the server (http/sign.ts)', () => {
  const token = (sub: unknown): string => `e30.${Buffer.from(JSON.stringify({ sub })).toString('base64url')}.sig`

  it("Node's md5 gives RFC 1321's digests and the client's signature for ASCII, Chinese, emoji and long text", () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e')
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72')
    expect(md5('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0')
    expect(md5('中文')).toBe('a7bac2239fcdcb3a067903d8077c4a07')
    for (const path of ['/api/v1/open/v3/store/item/list', '/v1/饰品/详情', '/😀/™★', `/${'x'.repeat(5000)}`]) {
      for (const sub of [null, '42', '用户']) {
        const t = sub === null ? null : token(sub)
        expect(md5(signedText('GET', path, 1700000000000, t))).toBe(signRequest('GET', path, 1700000000000, t))
      }
    }
  })

  it("accepts the client's signature over the full path or the call path, for a visitor and a user; refuses another", () => {
    const headers = (path: string, sub: string | null): Record<string, string> => ({
      'x-sign': signRequest('GET', path, '1700000000000', sub === null ? null : token(sub)),
      'x-start-req-time': '1700000000000'
    })
    for (const sub of [null, '42', '用户']) {
      const t = sub === null ? undefined : token(sub)
      expect(() => verifySign('GET', '/api/v1/open/v1/user/my', headers('/api/v1/open/v1/user/my', sub), t)).not.toThrow()
      expect(() => verifySign('GET', '/api/v1/open/v1/user/my', headers('/v1/user/my', sub), t)).not.toThrow()
      expect(() => verifySign('GET', '/api/v1/open/v1/user/my', headers('/v1/user/other', sub), t)).toThrow('签名校验失败')
      expect(() => verifySign('POST', '/api/v1/open/v1/user/my', headers('/v1/user/my', sub), t)).toThrow('签名校验失败')
    }
  })
})
