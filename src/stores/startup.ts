import Taro from '@tarojs/taro'
import { assetUrl } from '../lib/format'
import { preloadPictures } from '../lib/platform/preload'
import { configureRequest, type RequestSettings } from '../lib/request'
import { storeMarketingQuery } from '../lib/marketing'
import { adoptStartUpToken, readToken } from '../lib/token'
import { createPendingOrderPoll, ORDER_TAB_INDEX, type PendingOrderPoll } from '../lib/pendingOrderPoll'
import type { Platform } from '../lib/platform'
import { TAB_PAGES } from '../lib/tabPages'
import { shopFirstQuery } from './market'
import type { RootStore } from './root'

export interface AppLifecycle {
  onShow (listener: () => void): void
  onHide (listener: () => void): void
}

export interface TabBadge {
  set (index: number, num: number): void
  clear (index: number): void
}

export interface StartUpOptions {
  /** request settings to apply besides the platform (e.g. baseUrl) */
  request?: Partial<Omit<RequestSettings, 'platform'>>
  lifecycle?: AppLifecycle
  badge?: TabBadge
}

export interface StartedApp {
  /** resolves when the games config has loaded (or failed: the 570 default stays) */
  ready: Promise<void>
  /** null for a visitor */
  poll: PendingOrderPoll | null
  /** start the poll after a login made later on (no-op if one runs) */
  startPoll (): void
}

/** the shop's items a 375×812 screen shows (three rows of two) */
const FIRST_SCREEN_ITEMS = 6

const taroLifecycle: AppLifecycle = {
  onShow: (listener) => Taro.onAppShow(() => listener()),
  onHide: (listener) => Taro.onAppHide(() => listener())
}

const taroBadge: TabBadge = {
  set: (index, num) => { void Promise.resolve().then(() => Taro.setTabBarBadge({ index, text: num > 99 ? '99+' : String(num) })).catch(() => undefined) },
  clear: (index) => { void Promise.resolve().then(() => Taro.removeTabBarBadge({ index })).catch(() => undefined) }
}

/** DESIGN 5: start-up, called once from app.ts. */
export function startUp (root: RootStore, platform: Platform, options: StartUpOptions = {}): StartedApp {
  configureRequest({ ...options.request, platform })
  // 1. marketing values from the query (spec 2)
  storeMarketingQuery(platform.launchQuery(), platform.referrer)
  // 2. the access-token cookie moves to storage and is cleared (spec 4)
  adoptStartUpToken(platform)
  // 3. the games config; a failure keeps the default main game 570
  const ready = root.config.load().catch((error: unknown) => {
    console.warn('[start-up] games config failed; keeping the default main game', error)
  })
  // opening on the shop tab, its item list is asked for now, beside the games menu, for the game known
  // without it (chosen last on this device, else 570), not after the shop's chunk has loaded and rendered
  const { path } = platform.currentPage()
  if (path === '' || path === TAB_PAGES[0]) {
    // and the pictures of its first screen when the list arrives, not once the shop has rendered (its largest paint)
    root.market.prefetch(shopFirstQuery(root.config.mainGame.appid))
      .then((page) => preloadPictures(page.list.slice(0, FIRST_SCREEN_ITEMS).map((item) => assetUrl(item.image))))
      .catch(() => undefined) // the list's own failure is reported by the shop; a picture it could not start costs nothing
  }
  // 4. the order poll, for a logged-in user, bound to app show / hide
  const lifecycle = options.lifecycle ?? taroLifecycle
  const badge = options.badge ?? taroBadge
  const app: StartedApp = {
    ready,
    poll: null,
    startPoll: () => {
      if (app.poll && app.poll.state !== 'stopped') return
      app.poll = createPendingOrderPoll({
        check: () => root.services.trade.pendingCheck(),
        setBadge: (num) => badge.set(ORDER_TAB_INDEX, num),
        clearBadge: () => badge.clear(ORDER_TAB_INDEX)
      })
      app.poll.start()
    }
  }
  lifecycle.onHide(() => app.poll?.pause())
  lifecycle.onShow(() => app.poll?.resume())
  if (readToken(platform)) app.startPoll()
  startedApps.set(root, app)
  return app
}

// a login made later (login screens) starts the poll of the app started for this root store
const startedApps = new WeakMap<RootStore, StartedApp>()

/** Starts the order poll after a login; no-op when the app was not started (tests) or a poll runs. */
export function startPollAfterLogin (root: RootStore): void {
  startedApps.get(root)?.startPoll()
}
