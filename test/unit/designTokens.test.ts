/**
 * The design tokens (src/styles/tokens.scss): the only place in src/ that spells a colour, the scripts' copy equal to
 * it, and every text on background pair it declares readable at WCAG AA. Also the stylesheets' line length, which
 * ESLint's max-len checks for the scripts (no stylesheet linter here; scripts/wrap-long-lines.mjs breaks long rules).
 */
import fs from 'node:fs'
import path from 'node:path'
import { hexToRgb } from '@/lib/colour'
import { colour } from '@/styles/tokens'

const SRC = path.join(__dirname, '../../src')
const TOKENS_FILE = path.join(SRC, 'styles/tokens.scss')

/**
 * a hex colour (3, 4, 6 or 8 digits: a five-digit #19453 is an issue number), or an rgb()/rgba() spelled with numbers
 * (rgba($token, 0.5) is the way to add an alpha)
 */
const COLOUR_LITERAL = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})\b|\brgba?\(\s*\d/gi

/** app.config.ts's tab bar colours: a product requirement, declared there as they are */
const TAB_BAR = ['#afb0b2', '#333333', '#333']

/** The files that may spell colours, why, and what they may spell (checked against the tokens below). */
const EXCEPTIONS: Record<string, { reason: string, allowed: (literal: string, tokens: Map<string, string>) => boolean }> = {
  'styles/tokens.scss': { reason: 'the tokens themselves', allowed: () => true },
  'styles/tokens.ts': { reason: "the scripts' copy of the colours they draw with, kept equal to the tokens below", allowed: () => true },
  'app.config.ts': {
    reason: 'Taro reads it in Node at build time, outside the bundler, so it cannot import the tokens',
    allowed: (literal, tokens) => TAB_BAR.includes(literal) || isTokenValue(literal, tokens)
  },
  'index.html': {
    reason: "the app shell's inline CSS paints before any stylesheet loads",
    // rgba(0, …) is the shadow token's black with an alpha
    allowed: (literal, tokens) => TAB_BAR.includes(literal) || isTokenValue(literal, tokens) || (literal === 'rgba(0' && tokens.get('shadow') === '#000000')
  }
}

const sources = (dir: string): string[] => fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
  const file = path.join(dir, entry.name)
  return entry.isDirectory() ? sources(file) : /\.(scss|tsx?|html)$/.test(entry.name) ? [file] : []
})

/** tokens.scss's variables, each followed to its value ($price-rise: $danger gives danger's) */
function readTokens (text: string): Map<string, string> {
  const raw = new Map([...text.matchAll(/^\$([\w-]+):\s*([^;]+);/gm)].map(([, name, value]) => [name, value.trim()]))
  const resolve = (value: string): string => value.startsWith('$') ? resolve(raw.get(value.slice(1)) ?? value) : value
  return new Map([...raw].map(([name, value]) => [name, resolve(value)]))
}

function isTokenValue (literal: string, tokens: Map<string, string>): boolean {
  return [...tokens.values()].includes(literal.toLowerCase())
}

/** $contrast-pairs: 'text' 'background' and, for large text only, 'large' */
function contrastPairs (text: string): { text: string, background: string, large: boolean }[] {
  const list = /\$contrast-pairs:\s*\(([^;]*)\);/.exec(text)?.[1] ?? ''
  return [...list.matchAll(/'([\w-]+)'\s+'([\w-]+)'(\s+'large')?/g)].map(([, fore, back, large]) => ({ text: fore, background: back, large: !!large }))
}

/** WCAG 2 relative luminance and contrast ratio */
function luminance (hex: string): number {
  const { r, g, b } = hexToRgb(hex)
  const linear = (channel: number): number => { const c = channel / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4 }
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}
function contrast (a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

const tokensText = fs.readFileSync(TOKENS_FILE, 'utf8')
const tokens = readTokens(tokensText)

describe('design tokens', () => {
  it('are the only colour literals in src/ (stylesheets, scripts, the page template)', () => {
    const found = sources(SRC).flatMap((file) => {
      const name = path.relative(SRC, file).split(path.sep).join('/')
      const exception = EXCEPTIONS[name]
      return fs.readFileSync(file, 'utf8').split('\n').flatMap((line, index) => [...line.matchAll(COLOUR_LITERAL)]
        .map(([literal]) => literal.toLowerCase())
        .filter((literal) => !exception?.allowed(literal, tokens))
        .map((literal) => `${name}:${index + 1} ${literal}`))
    })
    expect(found).toEqual([])
  })

  it('hold only variable declarations, so the build can put them before every stylesheet', () => {
    const statements = tokensText.replace(/\/\/.*$/gm, '').split(';').map((part) => part.trim()).filter(Boolean)
    expect(statements.filter((statement) => !statement.startsWith('$'))).toEqual([])
    expect([...tokens.values()].filter((value) => value.startsWith('$'))).toEqual([])
  })

  it("give the scripts' colours the same values as the stylesheets'", () => {
    const kebab = (name: string): string => name.replace(/[A-Z]/g, (upper) => `-${upper.toLowerCase()}`)
    const scripts = Object.entries(colour).map(([name, value]) => [kebab(name), value])
    expect(scripts).toEqual(scripts.map(([name]) => [name, tokens.get(name)]))
  })

  it("keep app.config's window colours those of the surfaces, and its tab bar's as the product asks", () => {
    const config = fs.readFileSync(path.join(SRC, 'app.config.ts'), 'utf8')
    expect(config).toContain(`navigationBarBackgroundColor: '${tokens.get('surface')}'`)
    expect(config).toContain(`backgroundColor: '${tokens.get('surface-page')}'`)
    expect(config).toMatch(/color: '#AFB0B2',\s*selectedColor: '#333333'/)
  })

  const pairs = contrastPairs(tokensText)
  it('declare the pairs that words are set in, each naming tokens that exist', () => {
    expect(pairs.length).toBeGreaterThan(20)
    expect(pairs.flatMap((pair) => [pair.text, pair.background]).filter((name) => !/^#[0-9a-f]{6}$/.test(tokens.get(name) ?? ''))).toEqual([])
  })

  it.each(pairs.map((pair) => [pair.text, pair.background, pair.large] as const))(
    '%s on %s reads at WCAG AA (large text only: %s)', (text, background, large) => {
      const ratio = contrast(tokens.get(text) ?? '', tokens.get(background) ?? '')
      expect(Math.floor(ratio * 100) / 100).toBeGreaterThanOrEqual(large ? 3 : 4.5)
    })
})

describe('stylesheets', () => {
  it('keep their lines to 160 characters, as ESLint keeps the scripts (scripts/wrap-long-lines.mjs breaks a long rule)', () => {
    const long = sources(SRC).filter((file) => file.endsWith('.scss')).flatMap((file) => fs.readFileSync(file, 'utf8').split('\n')
      .flatMap((line, index) => line.length > 160 ? [`${path.relative(SRC, file)}:${index + 1} (${line.length})`] : []))
    expect(long).toEqual([])
  })
})
