import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix, relative } from 'node:path'
import vm from 'node:vm'

/**
 * WeChat's own compilers (npm miniprogram-compiler) run the way the client's webview uses their output:
 * wcc's `$gwx` generator turns a page's data into its element tree, wcsc's `setCssToHead` turns WXSS into the
 * CSS the webview puts in its head, with rpx made px for the device width.
 */
const BIN = join(dirname(require.resolve('miniprogram-compiler/package.json')), 'bin', 'linux')

function run (name: 'wcc' | 'wcsc', cwd: string, args: string[]): string {
  const file = join(BIN, name)
  chmodSync(file, 0o755) // the npm tarball ships it without the execute bit
  const result = spawnSync(file, args, { cwd, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${name} failed in ${cwd}: ${`${result.stderr}${result.stdout}`.trim().split('\n')[0]}`)
  return result.stdout
}

/** One element of wcc's tree: `wx-view` and friends with their attributes, or a text. */
export interface WxElement {
  tag: string
  attr?: Record<string, unknown>
  children?: WxNode[]
}
export type WxNode = WxElement | string

type Generator = (data: unknown, scope: unknown, global: unknown) => WxElement
type Gwx = (path: string) => Generator | undefined
/** the generator and its realm's JSON.parse: wcc's code tests `o.constructor === Object`, so data must be made there */
interface Compiled { gwx: Gwx, parse: (text: string) => unknown }

const filesOf = (root: string, extension: string): string[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => relative(root, join(root, file)).replace(/\\/g, '/'))
    .sort()

const generators = new Map<string, Compiled>()
/** what the generator warned about while it ran (`Template \`tmpl_0_5\` not found.`): read and cleared by pageTree */
const warnings: string[] = []

/** wcc over every WXML of the build (custom components named as devtools names them), evaluated once per build. */
function gwxOf (dir: string): Compiled {
  const cached = generators.get(dir)
  if (cached) return cached
  const wxml = filesOf(dir, '.wxml')
  const components: string[] = []
  for (const file of wxml) {
    const json = join(dir, file.replace(/\.wxml$/, '.json'))
    const using = existsSync(json) ? Object.keys((JSON.parse(readFileSync(json,
      'utf8')) as { usingComponents?: Record<string, string> }).usingComponents ?? {}) : []
    if (using.length) components.push(`./${file.replace(/\.wxml$/, '')}`, String(using.length), ...using)
  }
  const componentFiles = components.length ? wxml.filter((file) => components.includes(`./${file.replace(/\.wxml$/, '')}`)).length : 0
  const code = run('wcc', dir, ['-d', '-cc', [String(componentFiles), ...components].join(' '), ...wxml, ...filesOf(dir, '.wxs'), '-gn', '$gwx'])
  const sandbox: Record<string, unknown> = { console: { log: () => undefined,
    warn: (message: string) => warnings.push(String(message).replace(/^WXMLRT_\$gwx:/, '')), error: () => undefined } }
  sandbox.window = sandbox
  const context = vm.createContext(sandbox)
  vm.runInContext(`var __WXML_GLOBAL__; ${code}\n;this.__gwx = $gwx`, context)
  const compiled = { gwx: sandbox.__gwx as Gwx, parse: vm.runInContext('JSON.parse', context) as (text: string) => unknown }
  generators.set(dir, compiled)
  return compiled
}

/**
 * The element tree WeChat builds for a page from its data (Taro's `{ root: { cn } }`), with each custom component
 * (Taro's `comp`, used past the template depth) expanded from its own WXML with its properties.
 */
export function pageTree (dir: string, route: string, data: unknown): { tree: WxElement, warnings: string[] } {
  const { gwx, parse } = gwxOf(dir)
  const generate = (path: string, input: unknown): WxElement => {
    const generator = gwx(path)
    if (!generator) throw new Error(`wcc made no generator for ${path}`)
    return generator(input, {}, {})
  }
  const expand = (node: WxNode): WxNode[] => {
    if (typeof node === 'string') return [node]
    if (node.tag === 'wx-comp') return (generate('comp.wxml', { i: node.attr?.i, l: node.attr?.l }).children ?? []).flatMap(expand)
    return [{ ...node, children: (node.children ?? []).flatMap(expand) }]
  }
  warnings.length = 0
  const root = generate(`${route}.wxml`, parse(JSON.stringify(data)))
  const tree = { ...root, children: (root.children ?? []).flatMap(expand) }
  return { tree, warnings: warnings.splice(0) }
}

/** The WXSS files a stylesheet imports, transitively, as paths from the build root. */
function importsOf (dir: string, file: string, seen = new Set<string>()): Set<string> {
  const path = join(dir, file)
  if (seen.has(file) || !existsSync(path)) return seen
  seen.add(file)
  for (const [, target] of readFileSync(path, 'utf8').matchAll(/@import\s+["']([^"']+)["']/g)) {
    importsOf(dir, posix.normalize(posix.join(posix.dirname(file), target)), seen)
  }
  return seen
}

const sheets = new Map<string, string>()

/**
 * The CSS of a page as the webview gets it: app.wxss and the page's WXSS (each with what it imports) through wcsc,
 * then wcsc's own `setCssToHead` run for a device `width` px wide (WeChat's transformRPX: rpx × width / 750, floored,
 * a non-zero value under 1 px made 1 px on Android).
 */
export function pageCss (dir: string, route: string, width = 375): string {
  const key = `${dir}|${route}|${width}`
  const cached = sheets.get(key)
  if (cached !== undefined) return cached
  const pageFile = `${route}.wxss`
  const roots = ['app.wxss', ...(existsSync(join(dir, pageFile)) ? [pageFile] : [])]
  const imported = [...new Set(roots.flatMap((root) => [...importsOf(dir, root)]))].filter((file) => !roots.includes(file))
  const output = run('wcsc', dir, ['-pc', String(roots.length), ...roots, ...imported])
  // sections are name=value with every '=' inside a value written \x3d
  const parts = output.split('=')
  const sections = new Map<string, string>()
  for (let i = 0; i + 1 < parts.length; i += 2) sections.set(parts[i], parts[i + 1])
  const css: string[] = []
  const sandbox: Record<string, unknown> = {
    navigator: { userAgent: 'Android' },
    console: { warn: () => undefined, error: () => undefined, log: () => undefined },
    __styleSheetManager2__: { addItem: () => undefined, setCss: (_key: string, text: string) => css.push(text) }
  }
  sandbox.window = sandbox
  sandbox.screen = { width, height: 812 }
  sandbox.devicePixelRatio = 2
  const context = vm.createContext(sandbox)
  const literal = (text: string) => vm.runInContext(`"${text}"`, context) as string
  const common = sections.get('comm')
  if (common === undefined) throw new Error(`wcsc gave no common section for ${route}`)
  vm.runInContext(literal(common), context)
  for (const root of roots) {
    const call = sections.get(root)
    if (call === undefined) throw new Error(`wcsc gave nothing for ${root}`)
    const rewrite = vm.runInContext(literal(call), context) as (suffix: string, options: { deviceWidth: number }) => void
    rewrite('', { deviceWidth: width })
  }
  const text = css.join('\n')
  sheets.set(key, text)
  return text
}
