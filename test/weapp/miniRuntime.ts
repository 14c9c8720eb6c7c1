import { readFileSync, existsSync } from 'node:fs'
import { dirname, join, normalize } from 'node:path'
import vm from 'node:vm'
import { applySetData, eventBindings, findElement, pathToText, pathToTextWithin, textsOf, type DataNode } from './pageData'
import { createWx, type SimulatedWx, type WxRecord } from './simulatedWx'

/** WeChat's limit for one setData call, in bytes of JSON. */
export const SET_DATA_LIMIT = 1024 * 1024

/** The production mini-program build the tests boot (WEAPP_OUT when it was built elsewhere). */
export const WEAPP_DIST = process.env.WEAPP_OUT ?? 'dist/weapp'

export interface PageJson {
  enablePullDownRefresh?: boolean
  usingComponents?: Record<string, string>
  navigationBarTitleText?: string
  navigationBarBackgroundColor?: string
  navigationBarTextStyle?: 'black' | 'white'
  navigationStyle?: 'default' | 'custom'
  backgroundColor?: string
}

export interface AppJson {
  window?: PageJson
  pages: string[]
  subPackages?: Array<{ root: string, pages: string[] }>
  tabBar?: {
    color?: string
    selectedColor?: string
    backgroundColor?: string
    borderStyle?: 'black' | 'white'
    list: Array<{ pagePath: string, text?: string, iconPath?: string, selectedIconPath?: string }>
  }
}

type Hook = (this: unknown, ...args: unknown[]) => unknown
type Config = Record<string, unknown>

/** A page as WeChat makes it from the object given to Page(): its methods, data, setData, route. */
export interface PageInstance {
  route: string
  options: Record<string, string>
  data: { root?: DataNode } & Record<string, unknown>
  setData (patch: Record<string, unknown>, callback?: () => void): void
  [member: string]: unknown
}

export interface MiniProgramOptions {
  /** the test's API origin; the build's http://127.0.0.1:3000 is mapped to it */
  apiOrigin: string
  dir?: string
  /** storage before launch, e.g. a token */
  storage?: Record<string, unknown>
}

/**
 * A small WeChat mini-program runtime for the production weapp build (README.md):
 * a node:vm sandbox with wx, App, Page, Component, getApp, getCurrentPages and a
 * require that reads the build's own files, a page stack with WeChat's lifecycle
 * order, and a record of every problem (errors, console.error, missing wx members;
 * jest itself fails a test on an unhandled rejection).
 */
export class MiniProgram {
  readonly dir: string
  /** the test's API origin (where the build's http://127.0.0.1:3000 goes) */
  readonly apiOrigin: string
  readonly appJson: AppJson
  readonly wx: WxRecord
  /** page stack, bottom first (getCurrentPages) */
  readonly stack: PageInstance[] = []
  private readonly simulated: SimulatedWx
  private readonly ownProblems: string[] = []
  private readonly context: vm.Context
  private readonly modules = new Map<string, { exports: unknown }>()
  private readonly pageConfigs = new Map<string, Config>()
  private readonly componentConfigs = new Map<string, Config>()
  private readonly tabPages = new Map<string, PageInstance>()
  private readonly timers = new Map<number, NodeJS.Timeout>()
  /** ms the app's clock runs ahead of the real one (passTime) */
  private clockShiftMs = 0
  private nextTimer = 1
  private loading: string | null = null
  private readonly bindings = new Map<'tap' | 'input', Map<string, 'bind' | 'catch'>>()
  private appConfig: Config | null = null
  private launchOptions: Record<string, unknown> = { path: '', query: {}, scene: 1001, referrerInfo: {} }
  private nextModalAnswer = { confirm: false, cancel: true }

  constructor (options: MiniProgramOptions) {
    this.dir = options.dir ?? WEAPP_DIST
    this.apiOrigin = options.apiOrigin
    this.appJson = JSON.parse(readFileSync(join(this.dir, 'app.json'), 'utf8')) as AppJson
    const globals: Record<string, unknown> = {}
    this.context = vm.createContext(globals, { name: 'weapp' })
    const json = vm.runInContext('JSON', this.context) as JSON
    this.simulated = createWx({
      apiOrigin: options.apiOrigin,
      json,
      navigate: (api, url) => this.navigate(api, url),
      currentRoute: () => this.current()?.route ?? '',
      launchOptions: () => this.launchOptions,
      tabIndexOf: (route) => this.tabRoutes().indexOf(route),
      tabCount: this.tabRoutes().length,
      modalAnswer: () => this.nextModalAnswer
    })
    this.wx = this.simulated.record
    for (const [key, value] of Object.entries(options.storage ?? {})) this.wx.storage.set(key, value)
    Object.assign(globals, {
      wx: this.simulated.wx,
      App: (config: Config) => { this.appConfig = config },
      Page: (config: Config) => { this.pageConfigs.set(this.loading ?? '?', config) },
      Component: (config: Config) => { this.componentConfigs.set(this.loading ?? '?', config) },
      getApp: () => this.appConfig,
      getCurrentPages: () => [...this.stack],
      console: this.sandboxConsole(),
      setTimeout: (fn: () => void, ms?: number, ...args: unknown[]) => this.timer(false, fn, ms, args),
      setInterval: (fn: () => void, ms?: number, ...args: unknown[]) => this.timer(true, fn, ms, args),
      clearTimeout: (id: number) => this.clearTimer(id),
      clearInterval: (id: number) => this.clearTimer(id),
      Date: this.appDate()
    })
  }

  /** The app's Date: the real clock plus what passTime added. */
  private appDate (): DateConstructor {
    const shift = () => this.clockShiftMs
    class AppDate extends Date {
      constructor (...args: unknown[]) {
        if (args.length === 0) super(Date.now() + shift())
        else super(...(args as [number]))
      }

      static now (): number { return Date.now() + shift() }
    }
    return AppDate as DateConstructor
  }

  /** Moves the app's clock on by `ms` at once, as a person's pause would: what the app times by Date.now has lapsed. */
  passTime (ms: number): void {
    this.clockShiftMs += ms
  }

  /** Everything that went wrong: page and timer errors, console.error, wx members the app lacks, refused navigations. */
  get problems (): string[] {
    return [...this.ownProblems, ...this.wx.problems]
  }

  /** The App instance (getApp()), null before launch. */
  get app (): Config | null {
    return this.appConfig
  }

  /** Removes and answers the problems matching a pattern (for a test that expects them). */
  takeProblems (pattern: RegExp): string[] {
    const taken: string[] = []
    for (const list of [this.ownProblems, this.wx.problems]) {
      for (let i = list.length - 1; i >= 0; i--) if (pattern.test(list[i])) taken.unshift(...list.splice(i, 1))
    }
    return taken
  }

  /** Loads app.js (and the files it requires), runs App onLaunch and onShow, opens the first page. */
  launch (path = this.appJson.pages[0], query: Record<string, string> = {}): PageInstance {
    // known before app.js runs: wx.getLaunchOptionsSync works from its first line
    const options = { path, query, scene: 1001, referrerInfo: {} }
    this.launchOptions = options
    this.load('app.js')
    if (!this.appConfig) throw new Error('app.js did not call App()')
    this.hook(this.appConfig, 'onLaunch', 'App', options)
    this.showApp(options)
    const error = this.navigate('reLaunch', `/${path}${queryString(query)}`)
    if (error) throw new Error(error)
    return this.current() as PageInstance
  }

  /** The app comes to the foreground (App onShow, wx.onAppShow listeners, the top page's onShow). */
  showApp (options: Record<string, unknown> = { path: this.current()?.route, query: {}, scene: 1001 }): void {
    if (this.appConfig) this.hook(this.appConfig, 'onShow', 'App', options)
    for (const listener of this.simulated.appShow) this.guard('wx.onAppShow listener', () => listener(options))
    const page = this.current()
    if (page) this.hook(page, 'onShow', page.route)
  }

  /** The app goes to the background. */
  hideApp (): void {
    const page = this.current()
    if (page) this.hook(page, 'onHide', page.route)
    if (this.appConfig) this.hook(this.appConfig, 'onHide', 'App')
    for (const listener of this.simulated.appHide) this.guard('wx.onAppHide listener', () => listener())
  }

  current (): PageInstance | undefined {
    return this.stack[this.stack.length - 1]
  }

  /** The answer the next wx.showModal gets. */
  answerModals (confirm: boolean): void {
    this.nextModalAnswer = { confirm, cancel: !confirm }
  }

  /** The texts of a page's rendered data, in order. */
  texts (page: PageInstance = this.current() as PageInstance): string[] {
    return textsOf(page.data.root)
  }

  /**
   * Waits until the condition holds (polled every 20 ms); fails with what was seen, at the
   * time-out or 2 s after a problem is on record (a broken build fails fast, not at 15 s a wait).
   */
  async waitFor (what: string, condition: () => boolean, timeoutMs = 15000): Promise<void> {
    const start = Date.now()
    let problemSeenAt = 0
    while (!condition()) {
      if (!problemSeenAt && this.problems.length > 0) problemSeenAt = Date.now()
      if (Date.now() - start > timeoutMs || (problemSeenAt && Date.now() - problemSeenAt > 2000)) {
        const shows = this.texts().join(' | ').slice(0, 600)
        throw new Error(`timed out waiting for ${what}; page ${this.current()?.route ?? '-'} shows: ${shows}; problems: ${this.problems.join('; ')}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }

  /** Waits until the current page shows a text. */
  waitForText (text: string, timeoutMs?: number): Promise<void> {
    return this.waitFor(`"${text}"`, () => this.current() !== undefined && this.texts().some((t) => t.includes(text)), timeoutMs)
  }

  /**
   * A tap on the text, as WeChat delivers it: the page's `eh` is called for each element from
   * the one under the finger up to the root whose template binds tap (base.wxml), until a catchtap.
   * `within` (a class) says which element the finger is in, for a text also shown under an overlay.
   */
  tap (text: string, { page = this.current() as PageInstance, within }: { page?: PageInstance, within?: string } = {}): void {
    const chain = within ? pathToTextWithin(page.data.root, within, text) : pathToText(page.data.root, text)
    const touched = chain[chain.length - 1]
    if (!touched?.sid) throw new Error(`no element with the text "${text}"${within ? ` in .${within}` : ''} on ${page.route}: ${this.texts(page).join(' | ')}`)
    const handler = page.eh as Hook | undefined
    if (typeof handler !== 'function') throw new Error(`${page.route} has no event handler eh`)
    const taps = this.eventBinding('tap')
    let delivered = 0
    for (const node of chain.slice().reverse()) {
      const binding = taps.get(String(node.nn))
      if (!binding) continue
      delivered++
      const event = { type: 'tap', timeStamp: Date.now(), target: eventTarget(touched), currentTarget: eventTarget(node), detail: { x: 1, y: 1 }, touches: [],
        changedTouches: [] }
      this.guard(`${page.route} tap "${text}"`, () => handler.call(page, event))
      if (binding === 'catch') break
    }
    if (!delivered) throw new Error(`nothing listens to a tap on "${text}" on ${page.route}`)
  }

  /** The label (longest text) of each element a tap reaches (its template binds tap), in document order. */
  tappableTexts (page: PageInstance = this.current() as PageInstance): string[] {
    const taps = this.eventBinding('tap')
    const found: string[] = []
    const walk = (node: DataNode | undefined) => {
      if (!node || node.v !== undefined) return
      const label = textsOf(node).reduce((longest, text) => (text.trim().length > longest.length ? text.trim() : longest), '')
      if (taps.has(String(node.nn)) && label) found.push(label)
      else (node.cn ?? []).forEach(walk)
    }
    walk(page.data.root)
    return found
  }

  /** The user types into the input showing this placeholder: one input event with the whole value. */
  type (placeholder: string, value: string, page: PageInstance = this.current() as PageInstance): void {
    const input = findElement(page.data.root, (node) => Object.values(node).includes(placeholder))
    if (!input?.sid) throw new Error(`no input with the placeholder "${placeholder}" on ${page.route}`)
    if (!this.eventBinding('input').has(String(input.nn))) throw new Error(`the element with "${placeholder}" on ${page.route} does not listen to input`)
    const handler = page.eh as Hook
    const event = { type: 'input', timeStamp: Date.now(), target: eventTarget(input), currentTarget: eventTarget(input),
      detail: { value, cursor: value.length, keyCode: 0 } }
    this.guard(`${page.route} input "${placeholder}"`, () => handler.call(page, event))
  }

  /** The user pulls the page down: WeChat calls onPullDownRefresh only where the page (or app) json enables it. */
  pullDown (page: PageInstance = this.current() as PageInstance): string | null {
    const enabled = this.pageJson(page.route).enablePullDownRefresh ?? this.appJson.window?.enablePullDownRefresh ?? false
    if (!enabled) return `pull-down refresh is not enabled in ${page.route}.json`
    this.hook(page, 'onPullDownRefresh', page.route)
    return null
  }

  /** The user scrolls the page to its bottom. */
  reachBottom (page: PageInstance = this.current() as PageInstance): void {
    this.hook(page, 'onReachBottom', page.route)
  }

  /** Stops the app: clears its timers. */
  close (): void {
    for (const timer of this.timers.values()) clearTimeout(timer)
    this.timers.clear()
  }

  // ---- navigation, with WeChat's rules and lifecycle order

  private tabRoutes (): string[] {
    return (this.appJson.tabBar?.list ?? []).map((tab) => tab.pagePath)
  }

  private routes (): Set<string> {
    const sub = (this.appJson.subPackages ?? []).flatMap((pkg) => pkg.pages.map((page) => `${pkg.root}/${page}`))
    return new Set([...this.appJson.pages, ...sub])
  }

  /** Performs a wx navigation; answers WeChat's failure text, or null. */
  navigate (api: string, url: string): string | null {
    if (api === 'navigateBack') return this.back(Math.max(1, Number(url) || 1))
    const [rawPath, search = ''] = url.split('?')
    const route = normalize(rawPath.startsWith('/') ? rawPath.slice(1) : join(dirname(this.current()?.route ?? ''), rawPath))
    if (!this.routes().has(route)) return `page "${route}" is not found`
    const isTab = this.tabRoutes().includes(route)
    if ((api === 'navigateTo' || api === 'redirectTo') && isTab) return `can not ${api} a tabbar page`
    if (api === 'switchTab' && !isTab) return 'can not switch to no-tabBar page'
    if (api === 'navigateTo' && this.stack.length >= 10) return 'webview count limit exceed'
    // WeChat hands onLoad the query as written in the url: values stay percent-encoded
    const query = Object.fromEntries(search.split('&').filter(Boolean).map((pair) => [pair.split('=')[0],
      pair.includes('=') ? pair.slice(pair.indexOf('=') + 1) : '']))
    const top = this.current()
    if (api === 'navigateTo') {
      if (top) this.hook(top, 'onHide', top.route)
    } else if (api === 'redirectTo') {
      if (top) this.unload(this.stack.pop() as PageInstance)
    } else {
      // switchTab and reLaunch close every page that is not a kept tab page
      while (this.stack.length) {
        const page = this.stack.pop() as PageInstance
        if (api === 'switchTab' && this.tabPages.get(page.route) === page) this.hook(page, 'onHide', page.route)
        else this.unload(page)
      }
      const kept = api === 'switchTab' ? this.tabPages.get(route) : undefined
      if (kept) {
        this.stack.push(kept)
        this.hook(kept, 'onShow', route)
        return null
      }
    }
    return this.open(route, api === 'switchTab' ? {} : query)
  }

  private back (delta: number): string | null {
    if (this.stack.length < 2) return 'cannot navigate back at first page'
    for (let n = 0; n < delta && this.stack.length > 1; n++) this.unload(this.stack.pop() as PageInstance)
    const page = this.current() as PageInstance
    this.hook(page, 'onShow', page.route)
    return null
  }

  private unload (page: PageInstance): void {
    if (this.tabPages.get(page.route) === page) this.tabPages.delete(page.route)
    this.hook(page, 'onUnload', page.route)
  }

  /** Loads the page's module and components, makes the instance, runs onLoad, onShow, onReady. */
  private open (route: string, query: Record<string, string>): string | null {
    try {
      for (const path of Object.values(this.pageJson(route).usingComponents ?? {})) {
        const component = join(dirname(route), path)
        this.load(`${component}.js`)
        if (!this.componentConfigs.has(component)) this.problem(`${component}.js`, 'did not call Component()')
      }
      this.load(`${route}.js`)
    } catch (error) {
      this.problem(`${route}.js`, error)
    }
    const config = this.pageConfigs.get(route)
    if (!config) return `${route}.js did not register a page`
    const page = { ...config } as PageInstance
    page.route = route
    page.__route__ = route
    page.options = query
    page.data = structuredClone((config.data ?? {}) as PageInstance['data'])
    page.setData = (patch, callback) => {
      const size = Buffer.byteLength(JSON.stringify(patch))
      // WeChat refuses a single setData over 1024 KB
      if (size > SET_DATA_LIMIT) this.problem(`${route} setData`, `${size} bytes, over WeChat's ${SET_DATA_LIMIT}`)
      applySetData(page.data, patch)
      if (callback) this.timer(false, callback, 0, [])
    }
    this.stack.push(page)
    if (this.tabRoutes().includes(route)) this.tabPages.set(route, page)
    this.hook(page, 'onLoad', route, query)
    this.hook(page, 'onShow', route)
    this.hook(page, 'onReady', route)
    return null
  }

  private eventBinding (event: 'tap' | 'input'): Map<string, 'bind' | 'catch'> {
    if (!this.bindings.has(event)) this.bindings.set(event, eventBindings(readFileSync(join(this.dir, 'base.wxml'), 'utf8'), event))
    return this.bindings.get(event) as Map<string, 'bind' | 'catch'>
  }

  pageJson (route: string): PageJson {
    const file = join(this.dir, `${route}.json`)
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) as PageJson : {}
  }

  // ---- modules: WeChat's require, relative to the requiring file, inside the build only

  private load (file: string): unknown {
    const path = normalize(file.endsWith('.js') ? file : `${file}.js`)
    if (path.startsWith('..')) throw new Error(`require outside the build: ${file}`)
    const cached = this.modules.get(path)
    if (cached) return cached.exports
    const module = { exports: {} }
    this.modules.set(path, module)
    const code = readFileSync(join(this.dir, path), 'utf8')
    // WeChat wraps each file like this: the browser globals are not there
    const wrapped = `(function (require, module, exports, window, document, navigator, location, localStorage, XMLHttpRequest) {${code}\n})`
    const factory = vm.runInContext(wrapped, this.context, { filename: join(this.dir, path) }) as Hook
    const require = (request: string) => this.load(request.startsWith('/') ? request.slice(1) : join(dirname(path), request))
    const previous = this.loading
    this.loading = path.replace(/\.js$/, '')
    try {
      factory.call(module.exports, require, module, module.exports)
    } catch (error) {
      this.modules.delete(path)
      throw error
    } finally {
      this.loading = previous
    }
    return module.exports
  }

  // ---- problems

  private problem (where: string, error: unknown): void {
    const text = error instanceof Error || (error && typeof error === 'object' && 'stack' in error)
      ? String((error as Error).stack ?? error)
      : String(error)
    this.ownProblems.push(`${where}: ${text.split('\n').slice(0, 4).join('\n')}`)
  }

  private guard (where: string, run: () => unknown): void {
    try {
      const result = run()
      if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(undefined,
        (error: unknown) => this.problem(where, error))
    } catch (error) {
      this.problem(where, error)
    }
  }

  private hook (target: Config, name: string, owner: string, ...args: unknown[]): void {
    const fn = target[name]
    if (typeof fn === 'function') this.guard(`${owner} ${name}`, () => (fn as Hook).apply(target, args))
  }

  private sandboxConsole (): Console {
    const base = console
    return {
      ...base,
      log: () => undefined,
      info: () => undefined,
      debug: () => undefined,
      warn: (...args: unknown[]) => { if (process.env.WEAPP_VERBOSE) base.warn('[weapp]', ...args) },
      // an Error argument keeps the top of its stack: where in the build it came from
      error: (...args: unknown[]) => {
        const text = (arg: unknown) => (arg instanceof Error || (arg && typeof arg === 'object' && 'stack' in arg) ? String((arg as Error).stack) : String(arg))
        this.problem(`console.error on ${this.current()?.route ?? 'no page'}`, args.map(text).join(' '))
      }
    } as Console
  }

  private timer (repeat: boolean, fn: (...args: unknown[]) => void, ms: number | undefined, args: unknown[]): number {
    const id = this.nextTimer++
    const run = () => {
      if (!repeat) this.timers.delete(id)
      this.guard(`timer callback on ${this.current()?.route ?? 'no page'}`, () => fn(...args))
    }
    this.timers.set(id, repeat ? setInterval(run, ms) : setTimeout(run, ms))
    return id
  }

  private clearTimer (id: number): void {
    const timer = this.timers.get(id)
    if (timer) clearTimeout(timer)
    this.timers.delete(id)
  }
}

/** What WeChat puts in an event's target / currentTarget. */
function eventTarget (node: DataNode): { id: string | undefined, dataset: { sid: string | undefined } } {
  return { id: node.uid ?? node.sid, dataset: { sid: node.sid } }
}

function queryString (query: Record<string, string>): string {
  const search = new URLSearchParams(query).toString()
  return search ? `?${search}` : ''
}
