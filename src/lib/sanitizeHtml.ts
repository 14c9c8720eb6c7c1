/**
 * Allow-list HTML sanitiser for article HTML from the server, so an article cannot run script, platform-free:
 * only the tags and attributes below survive; scripts, styles, frames and their content go;
 * every event handler (onerror=, onclick=…) and every non-http(s) link (javascript:, data:…) goes.
 * The output is what RichText renders on H5 (as innerHTML) and in the mini-program.
 */

const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'b', 'strong', 'i', 'em', 'u', 's', 'small', 'sub', 'sup', 'span', 'div', 'section',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote', 'pre', 'code',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'a', 'img'
])
const VOID_TAGS = new Set(['br', 'hr', 'img'])
/** Dropped together with everything inside them. */
const DROP_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
  'xmp',
  'noembed',
  'noframes'
])
const ALLOWED_ATTRS: Record<string, Set<string>> = {
  a: new Set(['href', 'title']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan'])
}
const URL_ATTRS = new Set(['href', 'src'])
const NUMBER_ATTRS = new Set(['width', 'height', 'colspan', 'rowspan'])

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<![^>]*>?|<\?[^>]*>?|<\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<|[^<]+/g
const ATTR = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

const escapeText = (text: string): string =>
  text.replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]{1,31}|#\d{1,7}|#x[0-9a-fA-F]{1,6});)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const escapeAttr = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function decodeEntities (text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Math.min(parseInt(hex, 16), 0x10ffff)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Math.min(parseInt(dec, 10), 0x10ffff)))
    .replace(/&colon;/gi, ':').replace(/&tab;/gi, '\t').replace(/&newline;/gi, '\n')
    .replace(/&quot;/gi, '"').replace(/&apos;/gi, "'").replace(/&lt;/gi, '<').replace(/&gt;/gi, '>').replace(/&amp;/gi, '&')
}

/** http(s), mailto, or a same-site path; anything with another scheme (javascript:, data:, vbscript:) is refused. */
export function isSafeUrl (raw: string): boolean {
  // browsers ignore control characters and whitespace inside a scheme: "java\tscript:" still runs
  // eslint-disable-next-line no-control-regex -- control characters are what this strips
  const url = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase()
  if (!url) return false
  if (url.startsWith('//')) return false
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(url)
  if (!scheme) return true
  return ['http', 'https', 'mailto'].includes(scheme[1])
}

function cleanAttributes (tag: string, source: string): string {
  const allowed = ALLOWED_ATTRS[tag]
  if (!allowed) return ''
  const kept: string[] = []
  const seen = new Set<string>()
  ATTR.lastIndex = 0
  let match: RegExpExecArray | null
  while ((match = ATTR.exec(source)) !== null) {
    const name = match[1].toLowerCase()
    if (!allowed.has(name) || seen.has(name)) continue
    const value = match[2] ?? match[3] ?? match[4] ?? ''
    if (URL_ATTRS.has(name) && !isSafeUrl(value)) continue
    if (NUMBER_ATTRS.has(name) && !/^\d{1,4}%?$/.test(value.trim())) continue
    seen.add(name)
    kept.push(`${name}="${escapeAttr(decodeEntities(value))}"`)
  }
  if (tag === 'a' && seen.has('href')) kept.push('rel="noopener noreferrer"')
  return kept.length ? ' ' + kept.join(' ') : ''
}

export function sanitizeHtml (html: string): string {
  if (typeof html !== 'string' || !html) return ''
  const out: string[] = []
  const open: string[] = []
  let dropping: string | null = null
  TOKEN.lastIndex = 0
  let match: RegExpExecArray | null
  while ((match = TOKEN.exec(html)) !== null) {
    const token = match[0]
    const name = match[1]?.toLowerCase()
    const closing = token.startsWith('</')
    if (dropping) {
      if (name === dropping && closing) dropping = null
      continue
    }
    if (!name) {
      // text, a lone "<", a comment, a doctype or a processing instruction
      if (token.startsWith('<!') || token.startsWith('<?')) continue
      out.push(escapeText(token))
      continue
    }
    if (DROP_WITH_CONTENT.has(name)) {
      if (!closing && !/\/\s*$/.test(match[2] ?? '')) dropping = name
      continue
    }
    if (!ALLOWED_TAGS.has(name)) continue // the tag goes, its text stays
    if (closing) {
      const at = open.lastIndexOf(name)
      if (at < 0) continue
      while (open.length > at) out.push(`</${open.pop()!}>`)
      continue
    }
    out.push(`<${name}${cleanAttributes(name, match[2] ?? '')}>`)
    if (!VOID_TAGS.has(name)) open.push(name)
  }
  while (open.length) out.push(`</${open.pop()!}>`)
  return out.join('')
}
