import Taro from '@tarojs/taro'
import { Current } from '@tarojs/runtime'
import { whenPageShown } from '@/lib/platform/firstPage'

describe('whenPageShown', () => {
  const shownPage = Current.page
  afterEach(() => { Current.page = shownPage })

  it('runs at once when a page is on screen', () => {
    const show = jest.fn()
    whenPageShown(show)
    expect(show).toHaveBeenCalledTimes(1)
  })

  it('waits for the first page when called before the router mounted one, then runs once', () => {
    Current.page = null
    const show = jest.fn()
    whenPageShown(show)
    expect(show).not.toHaveBeenCalled()
    Taro.eventCenter.trigger('__afterTaroRouterChange', { toLocation: { path: '/pages/market/home/index' } })
    Taro.eventCenter.trigger('__afterTaroRouterChange', { toLocation: { path: '/pages/order/index' } })
    expect(show).toHaveBeenCalledTimes(1)
  })
})
