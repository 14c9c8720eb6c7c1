/**
 * The one place every page is rendered: Taro mounts each page component through
 * `Current.app.mount(component, id, cb)`, on H5 (the router) and in the mini-program
 * (each Page's onLoad) alike. `wrapEveryPage` wraps the component handed to it, so a
 * wrapper (the page error boundary) surrounds every page without touching 136 page files.
 * On H5 the mount is also where every page's first render is made interruptible (a transition).
 */
import { Current } from '@tarojs/runtime'
import { startTransition, type ComponentType, type ReactElement } from 'react'

type Mount = (this: unknown, component: unknown, id: string, cb: () => void) => unknown
interface MountingApp { mount?: Mount }
const WRAPPED = '__wrapsEveryPage'

/** H5: what a page waits for before it mounts (holdPagesUntil) */
let holdUntil: ((render: () => void) => void) | null = null

/**
 * H5: pages Taro mounts before `after` has settled (the app's start-up, which makes what they read) wait for it,
 * succeeded or not; later ones mount at once. The mini-program's start-up runs before its first page.
 */
export function holdPagesUntil (after: Promise<unknown>): void {
  let settled = false
  const settle = () => { settled = true }
  void after.then(settle, settle)
  holdUntil = (render) => { if (settled) render(); else void after.then(render, render) }
}

function patch (app: MountingApp | null | undefined, wrap: (page: unknown) => unknown): void {
  const mount = app?.mount
  if (!app || typeof mount !== 'function' || (mount as unknown as Record<string, unknown>)[WRAPPED]) return
  const wrapped: Mount = function (component, id, cb) {
    const run = () => { mount.call(this, wrap(component), id, cb) }
    // H5: the page's first render is a transition, so React renders it in slices of a few ms between
    // which the browser can paint and answer input, not in one task of a second under a slow CPU (Lighthouse TBT);
    // Taro's mount callback still runs once the page is committed. The mini-program's renderer is not concurrent.
    if (process.env.TARO_ENV !== 'h5') run()
    else if (holdUntil) holdUntil(() => startTransition(run))
    else startTransition(run)
  }
  Object.defineProperty(wrapped, WRAPPED, { value: true })
  app.mount = wrapped
}

/**
 * Call before the app is created (module level of src/app.ts). The app object is watched,
 * not read once: createReactApp sets it later, and the mini-program sets it again in onLaunch.
 */
export function wrapEveryPage (wrap: (page: unknown) => unknown, current: { app: unknown } = Current as { app: unknown }): void {
  let app = current.app as MountingApp | null
  patch(app, wrap)
  Object.defineProperty(current, 'app', {
    configurable: true,
    enumerable: true,
    get: () => app,
    set: (next: MountingApp | null) => { app = next; patch(next, wrap) }
  })
}

type PageComponent = ComponentType<Record<string, unknown>>

/**
 * A wrapper for wrapEveryPage, made once per page component (Taro mounts a page again on each
 * visit: the same page must get the same wrapper, or React would remount it). `render` draws the page.
 */
export function pageWrapper (name: string, render: (Page: PageComponent, props: Record<string, unknown>) => ReactElement): (page: unknown) => unknown {
  const made = new WeakMap<object, PageComponent>()
  return (page) => {
    if (!page || (typeof page !== 'function' && typeof page !== 'object')) return page
    const known = made.get(page as object)
    if (known) return known
    const Page = page as PageComponent
    const Wrapped = (props: Record<string, unknown>) => render(Page, props)
    Wrapped.displayName = `${name}(${Page.displayName ?? Page.name ?? 'Page'})`
    made.set(page as object, Wrapped)
    return Wrapped
  }
}
