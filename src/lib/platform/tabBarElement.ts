/**
 * H5 only, to keep Stencil out of the first load (see docs/decisions.md, 'First-load budget'): the `<taro-tabbar>`
 * element Taro's router mounts under the pages, as a plain custom element.
 * Taro's own is a Stencil component, and with it the router pulled the Stencil runtime (11 KB gzip) into the first
 * load although every page draws with Taro's React components (`h5.useHtmlComponents`). config/index.ts points the
 * router's `@tarojs/components/dist/components` import here; the element keeps the router's contract: `conf` set
 * before it is attached, the same Taro events (setTabBarBadge, switchTab, …) and the same WeUI markup and classes.
 * Not supported (this app sets neither): the router's customRoutes and a tab bar at the top.
 */
import Taro from '@tarojs/taro'
import { addLeadingSlash, getCurrentPage, stripBasename } from '@tarojs/runtime'
import './tabBarElement.scss'

interface TabItem { pagePath: string, text: string, iconPath: string, selectedIconPath: string, badgeText?: string | null, showRedDot?: boolean }
export interface TabBarConf {
  list: TabItem[]
  homePage: string
  mode?: string
  basename?: string
  color?: string
  selectedColor?: string
  backgroundColor?: string
  borderStyle?: string
}
interface Reply { successHandler: (result: { errMsg: string }) => void, errorHandler: (result: { errMsg: string }) => void }
type Visibility = 'show' | 'hide' | 'slideout'

const pathOf = (url: string) => url.split(/[?#]/)[0]

/** The tab bar: Taro's router sets `conf` and attaches it; Taro's tab bar APIs reach it through these events. */
function tabBarClass (): CustomElementConstructor {
  return class TaroTabBar extends HTMLElement {
    conf?: TabBarConf
    private list: TabItem[] = []
    private selected = -1
    private visibility: Visibility = 'show'

    private readonly handlers: Record<string, (options: never) => void> = {
      __taroRouterChange: (options?: { toLocation?: { path?: string } }) => { this.select(options?.toLocation?.path) },
      __taroSwitchTab: ({ url, successHandler, errorHandler }: Reply & { url: string }) => {
        const target = new URL(url, `http://tab${this.currentPath()}`).pathname
        const index = this.indexOf(target)
        if (index < 0) return errorHandler({ errMsg: `switchTab:fail page "${target}" is not found` })
        this.switchTo(index)
        successHandler({ errMsg: 'switchTab:ok' })
      },
      __taroSetTabBarBadge: (options: Reply & { index: number, text: string }) =>
        this.updateItem('setTabBarBadge', options, { badgeText: options.text, showRedDot: false }),
      __taroRemoveTabBarBadge: (options: Reply & { index: number }) => this.updateItem('removeTabBarBadge', options, { badgeText: null }),
      __taroShowTabBarRedDotHandler: (options: Reply & { index: number }) =>
        this.updateItem('showTabBarRedDot', options, { badgeText: null, showRedDot: true }),
      __taroHideTabBarRedDotHandler: (options: Reply & { index: number }) => this.updateItem('hideTabBarRedDot', options, { showRedDot: false }),
      __taroSetTabBarItem: ({ iconPath, selectedIconPath, text, ...options }: Reply & { index: number } & Partial<TabItem>) =>
        this.updateItem(
          'setTabBarItem',
          options,
          { ...(iconPath ? { iconPath } : {}), ...(selectedIconPath ? { selectedIconPath } : {}), ...(text ? { text } : {}) }
        ),
      __taroShowTabBar: ({ successHandler }: Reply) => { this.setVisibility('show'); successHandler({ errMsg: 'showTabBar:ok' }) },
      __taroHideTabBar: ({ animation, successHandler }: Reply & { animation?: boolean }) => {
        this.setVisibility(animation ? 'slideout' : 'hide')
        successHandler({ errMsg: 'hideTabBar:ok' })
      },
      __taroSetTabBarStyle: ({ successHandler, ...style }: Reply & Pick<TabBarConf, 'color' | 'selectedColor' | 'backgroundColor' | 'borderStyle'>) => {
        const conf = this.conf as TabBarConf
        for (const key of ['color', 'selectedColor', 'backgroundColor', 'borderStyle'] as const) if (style[key]) conf[key] = style[key]
        this.render()
        successHandler({ errMsg: 'setTabBarStyle:ok' })
      }
    }

    connectedCallback (): void {
      const conf = this.conf
      if (!conf || !Array.isArray(conf.list) || conf.list.length < 2 || conf.list.length > 5) throw new Error('tabBar 配置错误')
      this.list = conf.list.map((item) => ({ ...item, pagePath: addLeadingSlash(item.pagePath) }))
      for (const [event, handler] of this.listeners()) Taro.eventCenter.on(event, handler)
      this.addEventListener('click', this.onClick)
      this.select()
    }

    disconnectedCallback (): void {
      for (const [event, handler] of this.listeners()) Taro.eventCenter.off(event, handler)
      this.removeEventListener('click', this.onClick)
    }

    /** the handlers as Taro's event center takes them (each reads the payload its API sends) */
    private listeners (): Array<[string, (...args: unknown[]) => void]> {
      return Object.entries(this.handlers) as Array<[string, (...args: unknown[]) => void]>
    }

    private currentPath (): string {
      const conf = this.conf as TabBarConf
      const path = getCurrentPage(conf.mode, conf.basename)
      return decodeURI(path === '/' ? addLeadingSlash(conf.homePage) : path)
    }

    private indexOf (url: string): number {
      return this.list.findIndex((item) => pathOf(item.pagePath) === pathOf(url))
    }

    /** marks the tab of `to` (a router path) or of the current address; hidden on a page that is not a tab */
    private select (to?: string): void {
      const conf = this.conf as TabBarConf
      const path = typeof to === 'string' ? stripBasename(addLeadingSlash(to || conf.homePage), conf.basename || '/') || '/' : this.currentPath()
      this.selected = this.indexOf(path)
      this.render()
    }

    private switchTo (index: number): void {
      this.selected = index
      this.render()
      void Taro.switchTab({ url: this.list[index].pagePath })
    }

    private readonly onClick = (event: Event): void => {
      const link = (event.target as Element).closest<HTMLElement>('[data-index]')
      if (!link) return
      const index = Number(link.dataset.index)
      const { pagePath, text } = this.list[index]
      const page = Taro.getCurrentPages()[0] as { onTabItemTap?: (tap: object) => void } | undefined
      page?.onTabItemTap?.({ index, pagePath, text })
      this.switchTo(index)
    }

    private updateItem (api: string, { index, successHandler, errorHandler }: Reply & { index: number }, change: Partial<TabItem>): void {
      if (!(index in this.list)) return errorHandler({ errMsg: `${api}:fail tabbar item not found` })
      this.list[index] = { ...this.list[index], ...change }
      this.render()
      successHandler({ errMsg: `${api}:ok` })
    }

    private setVisibility (visibility: Visibility): void {
      this.visibility = visibility
      this.render()
    }

    private render (): void {
      const conf = this.conf as TabBarConf
      this.className = ['taro-tabbar__tabbar', 'taro-tabbar__tabbar-bottom',
        this.selected < 0 || this.visibility === 'hide' ? 'taro-tabbar__tabbar-hide' : '',
        this.visibility === 'slideout' ? 'taro-tabbar__tabbar-slideout' : ''].filter(Boolean).join(' ')
      const bar = element('div', `weui-tabbar taro-tabbar__border-${conf.borderStyle || 'black'}`)
      bar.style.backgroundColor = conf.backgroundColor || ''
      bar.style.height = 'inherit'
      this.list.forEach((item, index) => {
        const on = index === this.selected
        const link = element('a', on ? 'weui-tabbar__item weui-bar__item_on' : 'weui-tabbar__item')
        link.setAttribute('href', 'javascript:;')
        link.dataset.index = String(index)
        const holder = link.appendChild(element('span', 'taro-tabbar__icon-holder'))
        const icon = holder.appendChild(element('img', 'weui-tabbar__icon'))
        icon.setAttribute('src', on ? item.selectedIconPath : item.iconPath)
        icon.setAttribute('alt', '')
        if (item.badgeText) holder.appendChild(element('span', 'weui-badge taro-tabbar-badge')).textContent = item.badgeText
        if (item.showRedDot) holder.appendChild(element('span', 'weui-badge weui-badge_dot taro-tabbar-dot'))
        const label = link.appendChild(element('p', 'weui-tabbar__label'))
        label.textContent = item.text
        label.style.color = (on ? conf.selectedColor : conf.color) || ''
        bar.appendChild(link)
      })
      this.textContent = '' // replaceChildren() is newer than our oldest browsers (iOS 12.2, Chrome 70)
      this.appendChild(bar)
    }
  }
}

function element<K extends keyof HTMLElementTagNameMap> (tag: K, className: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  return node
}

/** The name Taro's router imports; defines `<taro-tabbar>` once. */
export function defineCustomElementTaroTabbar (): void {
  if (typeof customElements !== 'undefined' && !customElements.get('taro-tabbar')) customElements.define('taro-tabbar', tabBarClass())
}
