/** The H5 tab bar element (lib/platform/tabBarElement.ts) against Taro's own tab bar APIs, as the router mounts it. */
import Taro from '@tarojs/taro'
import { defineCustomElementTaroTabbar, type TabBarConf } from '@/lib/platform/tabBarElement'

const conf = (): TabBarConf => ({
  homePage: 'pages/market/home/index',
  mode: 'browser',
  color: '#AFB0B2',
  selectedColor: '#333333',
  list: [
    { pagePath: 'pages/market/home/index', text: '商城', iconPath: 'shop.png', selectedIconPath: 'shop-on.png' },
    { pagePath: 'pages/order/index', text: '订单', iconPath: 'order.png', selectedIconPath: 'order-on.png' },
    { pagePath: 'pages/user/index', text: '我的', iconPath: 'mine.png', selectedIconPath: 'mine-on.png' }
  ]
})

/** mounts the bar as @tarojs/router does: conf first, then attached */
function mountTabBar (): HTMLElement & { conf?: TabBarConf } {
  defineCustomElementTaroTabbar()
  const bar = document.createElement('taro-tabbar') as HTMLElement & { conf?: TabBarConf }
  bar.conf = conf()
  document.body.appendChild(bar)
  return bar
}

const items = (bar: HTMLElement) => [...bar.querySelectorAll<HTMLElement>('.weui-tabbar__item')]
const badge = (bar: HTMLElement, index: number) => items(bar)[index].querySelector('.weui-badge')?.textContent ?? null

afterEach(() => {
  document.body.textContent = ''
  jest.restoreAllMocks()
})

it('draws every tab with its label, the current one selected in its colour and icon', () => {
  const bar = mountTabBar()
  Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/order/index?tab=1' } })
  expect(items(bar).map((item) => item.textContent)).toEqual(['商城', '订单', '我的'])
  expect(items(bar).map((item) => item.classList.contains('weui-bar__item_on'))).toEqual([false, true, false])
  expect(items(bar)[1].querySelector('img')?.getAttribute('src')).toBe('order-on.png')
  expect(items(bar)[0].querySelector('img')?.getAttribute('src')).toBe('shop.png')
  expect(items(bar)[1].querySelector<HTMLElement>('.weui-tabbar__label')?.style.color).toBe('rgb(51, 51, 51)')
  expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(false)
})

it('the site root selects the home tab', () => {
  const bar = mountTabBar()
  expect(items(bar)[0].classList.contains('weui-bar__item_on')).toBe(true)
})

it('hides itself on a page that is not a tab and shows again on a tab', () => {
  const bar = mountTabBar()
  Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/item/index?id=1' } })
  expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(true)
  Taro.eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/pages/user/index' } })
  expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(false)
  expect(items(bar)[2].classList.contains('weui-bar__item_on')).toBe(true)
})

it('shows, replaces and removes a badge through Taro.setTabBarBadge and removeTabBarBadge', async () => {
  const bar = mountTabBar()
  await Taro.setTabBarBadge({ index: 1, text: '3' })
  expect(badge(bar, 1)).toBe('3')
  await Taro.setTabBarBadge({ index: 1, text: '99+' })
  expect(badge(bar, 1)).toBe('99+')
  expect(badge(bar, 0)).toBeNull()
  await Taro.removeTabBarBadge({ index: 1 })
  expect(badge(bar, 1)).toBeNull()
})

it('answers a tab that does not exist with Taro\'s failure', async () => {
  mountTabBar()
  await expect(Taro.setTabBarBadge({ index: 5, text: '1' })).rejects.toMatchObject({ errMsg: expect.stringContaining('tabbar item not found') })
})

it('draws a red dot in place of a badge, and hides on hideTabBar', async () => {
  const bar = mountTabBar()
  await Taro.setTabBarBadge({ index: 2, text: '1' })
  await Taro.showTabBarRedDot({ index: 2 })
  expect(badge(bar, 2)).toBe('')
  expect(items(bar)[2].querySelector('.weui-badge_dot')).not.toBeNull()
  await Taro.hideTabBar({})
  expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(true)
  await Taro.showTabBar({})
  expect(bar.classList.contains('taro-tabbar__tabbar-hide')).toBe(false)
})

it('a tap switches to that tab and marks it at once', () => {
  const switchTab = jest.spyOn(Taro, 'switchTab').mockResolvedValue({ errMsg: 'switchTab:ok' })
  const onTabItemTap = jest.fn()
  jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{ onTabItemTap } as unknown as Taro.Page])
  const bar = mountTabBar()
  items(bar)[2].querySelector('p')?.click()
  expect(onTabItemTap).toHaveBeenCalledWith({ index: 2, pagePath: '/pages/user/index', text: '我的' })
  expect(switchTab).toHaveBeenCalledWith({ url: '/pages/user/index' })
  expect(items(bar)[2].classList.contains('weui-bar__item_on')).toBe(true)
})

it('stops listening once detached', () => {
  const bar = mountTabBar()
  bar.remove()
  const successHandler = jest.fn()
  Taro.eventCenter.trigger('__taroSetTabBarBadge', { index: 1, text: '2', successHandler, errorHandler: jest.fn() })
  expect(successHandler).not.toHaveBeenCalled()
  expect(badge(bar, 1)).toBeNull()
})

it('refuses a tab bar of fewer than two tabs, as Taro does', () => {
  defineCustomElementTaroTabbar()
  const bar = document.createElement('taro-tabbar') as HTMLElement & { conf?: TabBarConf }
  bar.conf = { ...conf(), list: conf().list.slice(0, 1) }
  const errors: unknown[] = []
  const onError = (event: ErrorEvent) => { errors.push(event.error); event.preventDefault() }
  window.addEventListener('error', onError)
  document.body.appendChild(bar)
  window.removeEventListener('error', onError)
  expect(String(errors[0])).toContain('tabBar 配置错误')
})
