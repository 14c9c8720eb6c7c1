// Draws the tab bar icons (81×81 PNG, normal #AFB0B2 and selected #333333) from
// simple shapes, so they are reproducible without an image editor:
//   node scripts/make-tab-icons.mjs
import { writeFileSync } from 'node:fs'
import { deflateSync } from 'node:zlib'

const SIZE = 81
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (buf) => { let c = 0xffffffff; for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8); return (c ^ 0xffffffff) >>> 0 }
function chunk (type, data) {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type), data])
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}
function png (alphaAt, [r, g, b]) {
  const raw = Buffer.alloc(SIZE * (SIZE * 4 + 1))
  for (let y = 0; y < SIZE; y++) {
    raw[y * (SIZE * 4 + 1)] = 0
    for (let x = 0; x < SIZE; x++) {
      // 4×4 supersampling for smooth edges
      let cover = 0
      for (let sy = 0; sy < 4; sy++) for (let sx = 0; sx < 4; sx++) cover += alphaAt(x + (sx + 0.5) / 4, y + (sy + 0.5) / 4) ? 1 : 0
      const o = y * (SIZE * 4 + 1) + 1 + x * 4
      raw[o] = r; raw[o + 1] = g; raw[o + 2] = b; raw[o + 3] = Math.round((cover / 16) * 255)
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(SIZE, 0); ihdr.writeUInt32BE(SIZE, 4); ihdr[8] = 8; ihdr[9] = 6
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))])
}

const inRect = (x, y, x0, y0, x1, y1) => x >= x0 && x <= x1 && y >= y0 && y <= y1
const ring = (x, y, cx, cy, r, w) => { const d = Math.hypot(x - cx, y - cy); return d <= r && d >= r - w }
const disc = (x, y, cx, cy, r) => Math.hypot(x - cx, y - cy) <= r
const frame = (x, y, x0, y0, x1, y1, w) => inRect(x, y, x0, y0, x1, y1) && !inRect(x, y, x0 + w, y0 + w, x1 - w, y1 - w)

const icons = {
  // shopping bag: body, handle
  shop: (x, y) => frame(x, y, 16, 28, 65, 70, 6) || (ring(x, y, 40.5, 28, 13, 6) && y <= 28),
  // order sheet: frame and three lines
  order: (x, y) => frame(x, y, 18, 12, 63, 70, 6) || inRect(x, y, 28, 28, 53, 33) || inRect(x, y, 28, 40, 53, 45) || inRect(x, y, 28, 52, 45, 57),
  // person: head and shoulders
  mine: (x, y) => ring(x, y, 40.5, 28, 14, 6) || (ring(x, y, 40.5, 74, 28, 6) && y <= 68 && y >= 46)
}
const solid = {
  shop: (x, y) => inRect(x, y, 16, 28, 65, 70) || (ring(x, y, 40.5, 28, 13, 6) && y <= 28),
  order: (x, y) => (inRect(x, y, 18, 12, 63, 70) && !(inRect(x, y, 28, 28, 53, 33) || inRect(x, y, 28, 40, 53, 45) || inRect(x, y, 28, 52, 45, 57))),
  mine: (x, y) => disc(x, y, 40.5, 28, 14) || (disc(x, y, 40.5, 74, 28) && y <= 68)
}
for (const name of Object.keys(icons)) {
  writeFileSync(`src/assets/tab/${name}.png`, png(icons[name], [0xaf, 0xb0, 0xb2]))
  writeFileSync(`src/assets/tab/${name}-active.png`, png(solid[name], [0x33, 0x33, 0x33]))
}
console.log('tab icons written to src/assets/tab/')
