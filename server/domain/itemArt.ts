/**
 * Item pictures drawn as small SVG (no image files offline): a silhouette per item kind (the CS2 weapon family, knife,
 * gloves, sticker, case, agent; the DOTA2 slot from the catalogue), painted in a finish made from the skin's name and
 * edged in its rarity colour. Deterministic: the same item always gives the same bytes.
 */

/** The equipment slot a DOTA2 item fills on its hero (or a courier, ward, taunt): the catalogue gives it. */
export type DotaSlot = 'weapon' | 'offhand' | 'head' | 'shoulder' | 'back' | 'arms' | 'belt' | 'legs' | 'armor' | 'neck' | 'mount'
  | 'courier' | 'ward' | 'taunt'

export type ArtKind = 'rifle' | 'sniper' | 'pistol' | 'smg' | 'shotgun' | 'machinegun' | 'knife' | 'gloves' | 'sticker' | 'case' | 'agent'
  | DotaSlot | 'misc'

export interface ArtItem {
  appid: number, name: string, hashName: string, category: string, rarityColour: string, quality: string, exterior: string | null,
  /** the DOTA2 slot the catalogue gives (null for CS2, whose category is the weapon family) */
  slot: string | null
}

/** Bumped whenever a drawing changes: it is part of the ETag, so cached pictures refresh. */
export const ART_VERSION = 5

const CS2_KINDS: Record<string, ArtKind> = {
  步枪: 'rifle', 狙击步枪: 'sniper', 手枪: 'pistol', 微型冲锋枪: 'smg', 霰弹枪: 'shotgun', 机枪: 'machinegun',
  匕首: 'knife', 手套: 'gloves', 印花: 'sticker', 武器箱: 'case', 箱子: 'case', 探员: 'agent'
}
const DOTA_SLOTS: readonly DotaSlot[] = ['weapon', 'offhand', 'head', 'shoulder', 'back', 'arms', 'belt', 'legs', 'armor', 'neck', 'mount',
  'courier', 'ward', 'taunt']
const isDotaSlot = (slot: string | null): slot is DotaSlot => DOTA_SLOTS.includes(slot as DotaSlot)

/** The picture's kind: the CS2 weapon family (its category), or the DOTA2 slot from the catalogue ('misc' when it has none). */
export function artKind (item: Pick<ArtItem, 'appid' | 'name' | 'category' | 'slot'>): ArtKind {
  if (item.appid === 730) return CS2_KINDS[item.category] ?? (/印花|Sticker/i.test(item.name) ? 'sticker' : /箱|Case/i.test(item.name) ? 'case' : 'rifle')
  if (isDotaSlot(item.slot)) return item.slot
  return item.category === '信使' ? 'courier' : item.category === '守卫' ? 'ward' : 'misc'
}

// Silhouettes in a 256×192 box, pointing right, drawn once by hand; `d` paths only, so each costs a few hundred bytes.
const SHAPES: Record<ArtKind, string> = {
  rifle: 'M20 96l46-10 8-6h96l4-4h56v6h-22v8l-30 2-6 4-10 26-14-3 8-25h-18l-6 18-12-2 4-16-22 1-38 14-16 3z',
  sniper: 'M14 100l44-10 10-6h130v-2h44v6h-44l-20 4-40 2-4 4-8 22-12-2 5-22-26 1-36 12-14 3zM90 70h56l6 8h-68z',
  pistol: 'M70 74h112l6 6v10l-6 4h-70l-6 8-12 44-30-6 14-42-10-4z',
  smg: 'M36 92l30-8 6-8h104l4-4h36v6h-18v10l-24 4-4 4-8 36-14-2 6-34h-26l-4 22-12-2 2-20-30 2-30 8z',
  shotgun: 'M18 98l44-10 6-6h162v8l-60 2v6h-50l-8 6-30 2-50 10z',
  machinegun: 'M22 98l44-12 6-8h118l4-4h44v8h-24v8l-40 4-4 4h-30v30h-30v-30l-30 2-42 10z',
  knife: 'M40 112c16-10 34-14 52-14l6-6h14l2 6c40-2 80-12 116-36-14 30-50 54-110 58l-10 8H96l-4-8c-20 2-36 6-52 10z',
  gloves: 'M86 160l-6-52c-4-10-14-26-22-40-4-8 6-12 10-6l18 28 2-60c0-8 12-8 12 0l2 54 6-62c0-8 12-8 12 0l-2 62 10-56' +
    'c2-8 14-6 12 2l-8 58 12-40c2-8 14-6 12 2l-14 60-4 52z',
  sticker: 'M128 28l80 22v92l-80 22-80-22V50z',
  case: 'M52 64h152l10 12v72l-10 12H52l-10-12V76zM108 52h40v12h-40z',
  weapon: 'M40 158l14-14 96-96 40-18-18 40-96 96-14 14-8-8zM60 124l18 18-8 8-18-18z',
  head: 'M64 132c0-46 28-80 64-80s64 34 64 80l-20 12h-88zM96 52l-20-30 34 22zM160 52l20-30-34 22z',
  armor: 'M84 40l44 14 44-14 34 30-18 28-14-6v82H82V92l-14 6-18-28z',
  back: 'M128 42c-30 40-70 60-100 64 30 16 54 44 64 62l36-30 36 30c10-18 34-46 64-62-30-4-70-24-100-64z',
  courier: 'M70 150c-18-30-10-74 26-92 10-22 40-30 58-14 30 6 50 30 48 62-2 26-16 40-30 44l-6-22-16 22h-30l-14-22-12 22z',
  ward: 'M120 160V70h16v90zM128 20c22 0 40 18 40 40s-18 40-40 40-40-18-40-40 18-40 40-40z',
  agent: 'M128 30c20 0 34 16 34 36s-14 38-34 38-34-18-34-38 14-36 34-36zM60 170c4-40 30-60 68-60s64 20 68 60z',
  offhand: 'M128 30l70 20c0 60-26 96-70 116-44-20-70-56-70-116zM128 58v80c22-14 38-36 42-68z',
  shoulder: 'M36 124c10-52 50-84 92-84s82 32 92 84l-30 8c-8-32-34-52-62-52s-54 20-62 52zM104 60l24-30 24 30z',
  arms: 'M76 60l104-10-6 100-92 8zM92 59l10-32 12 31zM124 56l10-32 12 31zM156 53l10-32 12 31z',
  belt: 'M24 88h80v28H24zM152 88h80v28h-80zM104 72h48v60h-48zM116 84v36h24V84z',
  legs: 'M90 26h44v98l44 12c14 4 20 16 20 30H90zM90 40v10h44V40z',
  neck: 'M66 30h14l48 74 48-74h14l-56 90zM128 112l22 26-22 28-22-28z',
  mount: 'M48 82h112l22-26h30l12 22-22 10v22l-12 10v50h-16l-4-44H82l-6 44H60l-4-48c-12-8-14-22-8-40z',
  taunt: 'M48 40h160c8 0 14 6 14 14v70c0 8-6 14-14 14h-96l-40 30 8-30H48c-8 0-14-6-14-14V54c0-8 6-14 14-14zM122 56v44h12V56zM122 108v12h12v-12z',
  misc: 'M128 20l26 52 56 8-40 40 10 56-52-26-52 26 10-56-40-40 56-8z'
}

/** The box a path covers (control points count: close enough to centre a silhouette). */
export function pathBox (d: string): { x: number, y: number, width: number, height: number } {
  const tokens = d.match(/[a-zA-Z]|-?\d*\.?\d+/g) ?? []
  const xs: number[] = []
  const ys: number[] = []
  let x = 0
  let y = 0
  let command = 'M'
  let index = 0
  const next = (): number => Number(tokens[index++])
  while (index < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[index])) command = tokens[index++]
    if (command === 'z' || command === 'Z') continue
    if (command === 'h') x += next()
    else if (command === 'v') y += next()
    else if (command === 'H') x = next()
    else if (command === 'V') y = next()
    else if (command === 'c' || command === 's') {
      for (let n = command === 'c' ? 2 : 1; n > 0; n--) { const cx = x + next(); const cy = y + next(); xs.push(cx); ys.push(cy) }
      x += next(); y += next()
    } else if (command === 'l') { x += next(); y += next() } else { x = next(); y = next(); if (command === 'M') command = 'L' }
    xs.push(x)
    ys.push(y)
  }
  return { x: Math.min(...xs), y: Math.min(...ys), width: Math.max(...xs) - Math.min(...xs), height: Math.max(...ys) - Math.min(...ys) }
}

// Every silhouette is fitted into the same 228×136 stage above its shadow, centred.
const STAGE = { cx: 128, cy: 90, width: 228, height: 136 }
const FIT = Object.fromEntries(Object.entries(SHAPES).map(([kind, d]) => {
  const box = pathBox(d)
  const scale = Math.min(STAGE.width / box.width, STAGE.height / box.height, 1.35)
  const dx = STAGE.cx - (box.x + box.width / 2) * scale
  const dy = STAGE.cy - (box.y + box.height / 2) * scale
  return [kind, { transform: `translate(${dx.toFixed(1)} ${dy.toFixed(1)}) scale(${scale.toFixed(3)})`, bottom: STAGE.cy + box.height * scale / 2 }]
})) as Record<ArtKind, { transform: string, bottom: number }>

/** A stable 32-bit hash of a string (FNV-1a, then mixed). */
function hash (text: string): number {
  let value = 0x811c9dc5
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0
  // murmur3's finaliser: similar names (FNV alone) landed on similar hues
  value = Math.imul(value ^ (value >>> 16), 0x85ebca6b)
  value = Math.imul(value ^ (value >>> 13), 0xc2b2ae35)
  return (value ^ (value >>> 16)) >>> 0
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const HEX = /^#[0-9a-fA-F]{6}$/

/** The skin's own name ("Asiimov" of "AK-47 | Asiimov (Field-Tested)"): every wear of a skin shares its finish. */
const finishName = (hashName: string): string => hashName.replace(/\s*\([^)]*\)\s*$/, '').replace(/^.*\|\s*/, '')

// Wear dulls the finish: 崭新 paints full, 战痕 leaves the base metal showing.
const WEAR_DULL: Record<string, number> = { 崭新出厂: 0, 略有磨损: 0.1, 久经沙场: 0.22, 破损不堪: 0.32, 战痕累累: 0.42 }

/** The SVG picture of one item (256×192, a few KB). */
export function itemArt (item: ArtItem): string {
  const kind = artKind(item)
  const rarity = HEX.test(item.rarityColour) ? item.rarityColour : '#888888'
  const seed = hash(finishName(item.hashName || item.name))
  const hue = seed % 360
  const hue2 = (hue + 40 + (seed >>> 9) % 120) % 360
  const angle = (seed >>> 3) % 4
  const stripes = (seed >>> 5) % 3
  const dull = WEAR_DULL[item.exterior ?? ''] ?? 0
  const path = SHAPES[kind]
  const fit = FIT[kind]
  return '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="192" viewBox="0 0 256 192">' +
    `<title>${escape(item.name)}</title><defs>` +
    `<radialGradient id="g" cx=".5" cy=".55" r=".6"><stop offset="0" stop-color="${rarity}" stop-opacity=".42"/>` +
    '<stop offset="1" stop-color="#1f2430" stop-opacity="0"/></radialGradient>' +
    `<linearGradient id="f" x1="0" y1="${angle % 2}" x2="1" y2="${(angle + 1) % 2}">` +
    `<stop offset="0" stop-color="hsl(${hue},72%,${58 - dull * 30}%)"/><stop offset=".55" stop-color="hsl(${hue2},66%,${46 - dull * 20}%)"/>` +
    `<stop offset="1" stop-color="${rarity}"/></linearGradient>` +
    `<pattern id="p" width="${14 + stripes * 8}" height="192" patternUnits="userSpaceOnUse" patternTransform="rotate(${30 + stripes * 25})">` +
    `<rect width="${4 + stripes * 3}" height="192" fill="#fff" opacity=".16"/></pattern>` +
    '</defs><rect width="256" height="192" fill="#1f2430"/><rect width="256" height="192" fill="url(#g)"/>' +
    `<ellipse cx="128" cy="${Math.min(180, fit.bottom + 10).toFixed(0)}" rx="84" ry="7" fill="#000" opacity=".35"/>` +
    `<g transform="${fit.transform}">` +
    `<path d="${path}" fill="url(#f)" stroke="${rarity}" stroke-width="2" stroke-linejoin="round" vector-effect="non-scaling-stroke"/>` +
    `<path d="${path}" fill="url(#p)"/>` +
    `<path d="${path}" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="1" transform="translate(0 -1.5)" vector-effect="non-scaling-stroke"/>` +
    (dull > 0 ? `<path d="${path}" fill="#8d939e" opacity="${dull.toFixed(2)}"/>` : '') + '</g>' +
    '</svg>'
}
