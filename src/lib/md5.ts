/**
 * MD5 of a text's UTF-8 bytes, as 32 lowercase hex digits (RFC 1321), for the request
 * signature (lib/sign). Ours rather than the `md5` package: that one brings crypt, charenc
 * and is-buffer for byte arrays and Buffers we never hash (5.4 KB of the mini-program's
 * main package against 1 KB, issue 12).
 */

/** Per-round left rotations, four per round of sixteen steps. */
const SHIFTS = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21]
/** K[i] = floor(|sin(i + 1)| · 2^32). */
const K = Array.from({ length: 64 }, (_, i) => (Math.abs(Math.sin(i + 1)) * 0x100000000) >>> 0)

function utf8Bytes (text: string): number[] {
  const bytes: number[] = []
  const encoded = encodeURIComponent(text)
  for (let i = 0; i < encoded.length; i++) {
    if (encoded[i] === '%') {
      bytes.push(parseInt(encoded.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(encoded.charCodeAt(i))
    }
  }
  return bytes
}

export function md5 (text: string): string {
  const bytes = utf8Bytes(text)
  const bitLength = bytes.length * 8
  bytes.push(0x80)
  while (bytes.length % 64 !== 56) bytes.push(0)
  // the message length in bits, 64-bit little-endian (texts under 512 MB: the high word is 0)
  for (let i = 0; i < 8; i++) bytes.push(i < 4 ? (bitLength >>> (8 * i)) & 0xff : 0)

  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]
  const words = new Array<number>(16)
  for (let offset = 0; offset < bytes.length; offset += 64) {
    for (let w = 0; w < 16; w++) {
      const at = offset + w * 4
      words[w] = bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)
    }
    let [a, b, c, d] = state
    for (let i = 0; i < 64; i++) {
      const round = i >> 4
      const f = round === 0 ? (b & c) | (~b & d)
        : round === 1 ? (d & b) | (~d & c)
          : round === 2 ? b ^ c ^ d
            : c ^ (b | ~d)
      const g = round === 0 ? i : round === 1 ? (5 * i + 1) % 16 : round === 2 ? (3 * i + 5) % 16 : (7 * i) % 16
      const shift = SHIFTS[round * 4 + (i % 4)]
      const sum = (a + f + K[i] + words[g]) | 0
      a = d
      d = c
      c = b
      b = (b + ((sum << shift) | (sum >>> (32 - shift)))) | 0
    }
    state[0] = (state[0] + a) | 0
    state[1] = (state[1] + b) | 0
    state[2] = (state[2] + c) | 0
    state[3] = (state[3] + d) | 0
  }
  let hex = ''
  for (const word of state) {
    for (let i = 0; i < 4; i++) hex += ((word >>> (8 * i)) & 0xff).toString(16).padStart(2, '0')
  }
  return hex
}
