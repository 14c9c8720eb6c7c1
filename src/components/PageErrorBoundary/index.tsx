import { Component, Fragment, createElement, type ReactNode } from 'react'
import { View, Text, Button } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { pageWrapper } from '@/lib/platform/everyPage'
import './index.scss'

const SHOP = '/pages/market/home/index'

interface State { failed: boolean, attempt: number }

/**
 * The page-level error state: a render error anywhere in a page shows
 * 页面出错了 with 重新加载 (renders the page afresh) and 返回商城, instead of the blank
 * page Taro's own page wrapper leaves. Wrapped around every page once, in src/app.ts.
 */
export default class PageErrorBoundary extends Component<{ children?: ReactNode }, State> {
  state: State = { failed: false, attempt: 0 }

  static getDerivedStateFromError (): Partial<State> {
    return { failed: true }
  }

  componentDidCatch (error: Error): void {
    console.error('[page error]', error) // kept for whoever reads the console; the user sees the state below
  }

  private readonly reload = () => this.setState(({ attempt }) => ({ failed: false, attempt: attempt + 1 }))
  private readonly goShop = () => { Taro.reLaunch({ url: SHOP }) }

  render (): ReactNode {
    if (!this.state.failed) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>
    return (
      <View className='page-error' role='alert'>
        <Text className='page-error__title'>页面出错了</Text>
        <Text className='page-error__detail'>页面显示时出了点问题，可以再试一次，或先回到商城逛逛</Text>
        <Button className='page-error__primary' onClick={this.reload}>重新加载</Button>
        <Button className='page-error__secondary' onClick={this.goShop}>返回商城</Button>
      </View>
    )
  }
}

/** The page component inside the boundary; the same page always gets the same wrapper. */
export const withPageBoundary = pageWrapper('PageErrorBoundary', (Page, props) => createElement(PageErrorBoundary, null, createElement(Page, props)))
