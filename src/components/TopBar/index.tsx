import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { createElement, Fragment } from 'react'
import { TAB_PAGES } from '@/lib/tabPages'
import { pageTitle } from '@/lib/platform/appPages'
import { pageWrapper } from '@/lib/platform/everyPage'
import './index.scss'

const SHOP = '/pages/market/home/index'

/** Back one page, or to the shop when this page is the first one (a shared link, a reload). */
function goBack (): void {
  if (Taro.getCurrentPages().length > 1) void Taro.navigateBack().catch(() => Taro.reLaunch({ url: SHOP }))
  else void Taro.reLaunch({ url: SHOP })
}

/** The H5 top bar, for browsers where the app draws its own: back and the page's title (its config's, which src/lib/routes.ts names). */
export function TopBar ({ title }: { title: string }) {
  return (
    <View className='top-bar' role='navigation'>
      <View className='top-bar__back' role='button' aria-label='返回' onClick={goBack}><View className='top-bar__chevron' /></View>
      <Text className='top-bar__title'>{title}</Text>
    </View>
  )
}

/**
 * Puts the top bar above every page but the tabs. Taro hands each H5 page its id as `tid`
 * ("/pages/item/index?id=1…"), which names the route. Applied in src/app.ts only where
 * lib/platform's drawsOwnTopBar says the runtime has no bar of its own.
 */
export const withTopBar = pageWrapper('TopBar', (Page, props) => {
  const path = String(props.tid ?? '').split('?')[0].replace(/^\/+/, '')
  const title = pageTitle(path)
  if (title === undefined || TAB_PAGES.includes(path)) return createElement(Page, props)
  return createElement(Fragment, null, createElement(TopBar, { title }), createElement(Page, props))
})
