import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Frame, Page } from 'playwright-core'
import type { MiniProgram, PageInstance } from '../miniRuntime'
import { BUILD_API_BASE } from '../simulatedWx'
import { pageCss, pageTree } from './compilers'
import { toHtml } from './html'
import { WECHAT_DEFAULTS } from './wechatDefaults'

/** The phone every screen is drawn on (DEVELOPERS.md's 375×812). */
export const SCREEN = { width: 375, height: 812 }
/** WeChat's native navigation bar and tab bar heights, in px (no status bar, no safe area: the H5 has neither) */
export const NAV_BAR_HEIGHT = 44
export const TAB_BAR_HEIGHT = 50

export interface RenderedScreen {
  /** the phone: navigation bar, the page's webview (an iframe, so vh and scrolling are the webview's), tab bar */
  page: Page
  /** the page's webview */
  frame: Frame
  route: string
  isTab: boolean
  /** the webview's height: the screen less the native bars */
  webviewHeight: number
  /** what wcc's generator warned about (a template not found) */
  warnings: string[]
}

const escapeAttr = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/** A build file as a data: URL (the tab bar's icons). */
function dataUrl (dir: string, file: string): string {
  const path = join(dir, file)
  if (!existsSync(path)) return ''
  const type = file.endsWith('.png') ? 'image/png' : file.endsWith('.svg') ? 'image/svg+xml' : 'image/jpeg'
  return `data:${type};base64,${readFileSync(path).toString('base64')}`
}

/** The page's document as the webview holds it: WeChat's component defaults, the page's CSS from wcsc, the tree from wcc. */
export function pageDocument (mp: MiniProgram, page: PageInstance, width = SCREEN.width): { html: string, warnings: string[] } {
  const url = (text: string) => text.split(BUILD_API_BASE).join(mp.apiOrigin)
  const { tree, warnings } = pageTree(mp.dir, page.route, page.data)
  const body = toHtml(tree, { url })
  const css = url(pageCss(mp.dir, page.route, width))
  // __name: the checks' evaluate callbacks, when run through tsx (esbuild's keepNames), call it
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<script>var __name = function (fn) { return fn }</script>
<style>${WECHAT_DEFAULTS}</style><style>${css}</style></head><body>${body}</body></html>`
  return { html, warnings }
}

/**
 * The native chrome around the webview, from app.json and the page's json: the navigation bar (a back arrow above
 * another page, WeChat's home button on a page opened alone that is neither a tab nor the first page), the tab bar.
 */
function shellDocument (mp: MiniProgram, route: string, pageHtml: string, depth: number): { html: string, isTab: boolean, webviewHeight: number } {
  const window = { ...mp.appJson.window, ...mp.pageJson(route) }
  const tabBar = mp.appJson.tabBar
  const isTab = (tabBar?.list ?? []).some((tab) => tab.pagePath === route)
  const hasNav = window.navigationStyle !== 'custom'
  const webviewHeight = SCREEN.height - (hasNav ? NAV_BAR_HEIGHT : 0) - (isTab ? TAB_BAR_HEIGHT : 0)
  const navColor = window.navigationBarTextStyle === 'white' ? '#fff' : '#000'
  const capsuleBorder = navColor === '#fff' ? 'rgba(255,255,255,.25)' : 'rgba(0,0,0,.1)'
  const nav = hasNav
    ? `<div class="nav" style="background:${window.navigationBarBackgroundColor ?? '#000'};color:${navColor}">
        ${depth > 1 ? '<span class="nav__left">‹</span>' : !isTab && route !== mp.appJson.pages[0] ? '<span class="nav__left nav__left--home">⌂</span>' : ''}
        <span class="nav__title">${escapeAttr(window.navigationBarTitleText ?? '')}</span>
        <span class="nav__capsule" style="border-color:${capsuleBorder}"><i>•••</i><b></b><i>◎</i></span></div>`
    : ''
  const tabBorder = tabBar?.borderStyle === 'white' ? '#f5f5f5' : 'rgba(0,0,0,.33)'
  const tabs = isTab && tabBar
    ? `<div class="tabbar" style="background:${tabBar.backgroundColor ?? '#fff'};border-top:1px solid ${tabBorder}">${tabBar.list.map((tab) => {
      const selected = tab.pagePath === route
      const icon = selected ? tab.selectedIconPath : tab.iconPath
      const picture = icon ? `<img src="${dataUrl(mp.dir, icon)}" alt="">` : ''
      const color = selected ? tabBar.selectedColor ?? '#000' : tabBar.color ?? '#999'
      const label = `<span style="color:${color}">${escapeAttr(tab.text ?? '')}</span>`
      return `<div class="tabbar__item" data-tab="${escapeAttr(tab.pagePath)}">${picture}${label}</div>`
    }).join('')}</div>`
    : ''
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><style>
html, body { margin: 0; width: ${SCREEN.width}px; height: ${SCREEN.height}px; overflow: hidden; background: ${window.backgroundColor ?? '#fff'};
  font-family: -apple-system, "PingFang SC", "Noto Sans CJK SC", sans-serif; }
.nav { position: relative; height: ${NAV_BAR_HEIGHT}px; display: flex; align-items: center; justify-content: center; }
.nav__left { position: absolute; left: 12px; top: 0; line-height: 44px; font-size: 34px; font-weight: 300; }
.nav__left--home { font-size: 22px; }
.nav__title { font-size: 17px; font-weight: 600; max-width: 180px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis; }
.nav__capsule { position: absolute; right: 7px; top: 6px; width: 87px; height: 32px; box-sizing: border-box; border: 1px solid; border-radius: 16px;
  display: flex; align-items: center; justify-content: space-around; font-size: 12px; font-style: normal; }
.nav__capsule i { font-style: normal; }
.nav__capsule b { width: 1px; height: 18px; background: currentColor; opacity: .2; }
iframe { display: block; border: 0; width: ${SCREEN.width}px; height: ${webviewHeight}px; }
.tabbar { position: absolute; left: 0; right: 0; bottom: 0; height: ${TAB_BAR_HEIGHT}px; box-sizing: border-box; display: flex; }
.tabbar__item { flex: 1; display: flex; flex-direction: column; align-items: center; justify-content: center; }
.tabbar__item img { width: 24px; height: 24px; }
.tabbar__item span { font-size: 10px; line-height: 1.4; margin-top: 2px; }
</style></head><body>${nav}<iframe srcdoc="${escapeAttr(pageHtml)}"></iframe>${tabs}</body></html>`
  return { html, isTab, webviewHeight }
}

const shown = new WeakMap<Page, string>()

/**
 * Loads the screen from a URL of the API's own origin (answered by Playwright, not the server), so that the API's
 * pictures, served with Cross-Origin-Resource-Policy: same-origin, load in it as WeChat loads them from its domain.
 */
async function showOnApiOrigin (target: Page, origin: string, html: string): Promise<void> {
  const url = `${origin}/__weapp_screen__`
  if (!shown.has(target)) await target.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: shown.get(target) ?? '' }))
  shown.set(target, html)
  await target.goto(url, { waitUntil: 'load' })
}

/**
 * Draws the mini-program's current page (or `instance`) on a Playwright page of a 375×812 context: the data the
 * simulated runtime holds now, through wcc's generator and wcsc's CSS, inside WeChat's navigation bar and tab bar.
 */
export async function renderScreen (target: Page, mp: MiniProgram, instance: PageInstance | undefined = mp.current()): Promise<RenderedScreen> {
  if (!instance) throw new Error('no page to render')
  const drawn = pageDocument(mp, instance)
  const { html, isTab, webviewHeight } = shellDocument(mp, instance.route, drawn.html, mp.stack.indexOf(instance) + 1)
  await showOnApiOrigin(target, mp.apiOrigin, html)
  const frame = await (await target.$('iframe'))?.contentFrame()
  if (!frame) throw new Error('the webview did not load')
  // pictures drawn as backgrounds do not hold up load: wait for them too
  await frame.evaluate(async () => {
    const urls = Array.from(document.querySelectorAll('wx-image > img')).map((img) => (img as HTMLImageElement).src)
    await Promise.race([
      Promise.all(urls.map((src) => new Promise((resolve) => { const img = new Image(); img.onload = img.onerror = resolve; img.src = src }))),
      new Promise((resolve) => setTimeout(resolve, 3000))
    ])
    await document.fonts.ready
  })
  return { page: target, frame, route: instance.route, isTab, webviewHeight, warnings: drawn.warnings }
}
