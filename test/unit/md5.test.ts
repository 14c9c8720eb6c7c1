import { createHash } from 'node:crypto'
import { md5 } from '@/lib/md5'

const nodeMd5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')

describe('md5 (the request signature, lib/sign)', () => {
  it('gives the RFC 1321 test digests', () => {
    expect(md5('')).toBe('d41d8cd98f00b204e9800998ecf8427e')
    expect(md5('abc')).toBe('900150983cd24fb0d6963f7d28e17f72')
    expect(md5('message digest')).toBe('f96b697d7cb7938d525a2f31aaf161d0')
    expect(md5('12345678901234567890123456789012345678901234567890123456789012345678901234567890')).toBe('57edf4a22be3c955ac49da2e2107b67a')
  })

  it('hashes the UTF-8 bytes, as the local API does with Node (Chinese, emoji, block edges)', () => {
    const texts = ['饰品交易', '🎮 AK-47 | 红线 (久经沙场)', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(63), 'x'.repeat(64), 'y'.repeat(1000)]
    for (let n = 0; n < 200; n++) texts.push(Array.from({ length: n }, (_, j) => String.fromCharCode(32 + ((n * 7 + j * 131) % 40000))).join(''))
    for (const text of texts) expect([text, md5(text)]).toEqual([text, nodeMd5(text)])
  })
})
