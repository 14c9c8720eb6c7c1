/** Issue 11 items 6-7 on the item page: the chart's ranges and day readout, server-sorted listings, 收藏 (network faked at Taro.request). */
import Taro from '@tarojs/taro'
import { act } from 'react'
import ItemPage from '@/pages/item/index'
import type { ItemDetail, Listing, PricePoint } from '../../../../types/api'
import { chartGeometry, dayAt, priceAxis } from '@/components/PriceChart/geometry'
import { mountPage } from '../../support/mountPage'
import { item } from '../../support/fixtures'
import { click, eventually, pageText, queryOf, stubIntersectionObserver } from './helpers'

const DETAIL = '/api/v1/open/v3/store/item/detail'
const STATE = '/api/v1/open/v1/user/favorite/state'
const ADD = '/api/v1/open/v1/user/favorite/add'

const seller = { seller_id: 3, nickname: '卖家', avatar: '', deliver_rate: '99.80%', avg_deliver_minutes: 3 }
const listing = (listing_id: number, price: string, wear: string): Listing => ({
  listing_id, item_id: 9, seller, price, wear, exterior: '久经沙场', rentable: false, rent_daily: null, rent_deposit: null, status: 'on_sale'
})
/** 90 days: a sale a day at 100 + day, none on the third last day, two on the last (the recent sales below) */
const history = (): PricePoint[] => Array.from({ length: 90 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 7, 25 + i)).toISOString().slice(0, 10)
  if (i === 87) return { date, price: null, count: 0 }
  return i === 89 ? { date, price: '180.00', count: 2 } : { date, price: `${100 + i}.00`, count: 1 }
})
const detail = (listings = [listing(1, '158.00', '0.2100'), listing(2, '160.50', '0.1600')]): ItemDetail => ({
  ...item(9), name: 'AK-47 | 红线 (久经沙场)', exterior: '久经沙场', min_price: '158.00', on_sale_count: 2, description: '', wears: [], listings,
  highest_buy_order: '151.20',
  recent_sales: [{ price: '181.00', wear: '0.2000', sold_at: 1795400000 }, { price: '179.00', wear: '0.3000', sold_at: 1795390000 }],
  price_history: history()
})
const setRoute = (params: Record<string, string>) => {
  const instance = Taro.getCurrentInstance() as { router: unknown }
  instance.router = { params, path: '/pages/item/index', onReady: '', onHide: '', onShow: '' }
}
/** jsdom has no layout: the chart's canvas answers a 300 px wide box at x = 20 with a context-less node */
const chartBox = () => {
  const query = { select: () => query, node: () => query, boundingClientRect: () => query, fields: () => query,
    exec: (cb?: (r: unknown[]) => void) => cb?.([{ node: { width: 0, height: 0, getContext: () => null } }, { left: 20, width: 300, height: 160 }]) }
  jest.spyOn(Taro, 'createSelectorQuery').mockReturnValue(query as never)
}
const touch = async (x: number) => {
  const surface = document.querySelector('.price-chart__touch')!
  await act(async () => {
    const event = new Event('touchstart', { bubbles: true }) as Event & { touches: unknown }
    event.touches = [{ clientX: x }]
    surface.dispatchEvent(event)
  })
}

beforeAll(stubIntersectionObserver)
jest.setTimeout(15000)
beforeEach(chartBox)
afterEach(() => { jest.restoreAllMocks(); Taro.removeStorageSync('token') })

describe('price chart', () => {
  it('maps a finger to the nearest day and draws no line through a day without sales', () => {
    expect(dayAt(6, 300, 30, 6)).toBe(0)
    expect(dayAt(294, 300, 30, 6)).toBe(29)
    expect(dayAt(150, 300, 31, 6)).toBe(15)
    expect(dayAt(-40, 300, 30, 6)).toBe(0)
    expect(dayAt(999, 300, 30, 6)).toBe(29)
    const geometry = chartGeometry(history().slice(-7), 300, 160, 6)!
    expect(geometry.xs).toHaveLength(7)
    expect(geometry.line).toHaveLength(6)
    expect(geometry.bars).toHaveLength(6)
    expect(geometry.volume).toBe(7)
    expect(geometry).toMatchObject({ high: '188.00', low: '180.00' })
    // the busiest day's bar is the tallest, and the volume sits below the price line
    const heights = geometry.bars.map((bar) => bar.bottom - bar.top)
    expect(heights[heights.length - 1]).toBe(Math.max(...heights))
    expect(Math.min(...geometry.bars.map((bar) => bar.top))).toBeGreaterThan(Math.max(...geometry.line.map((point) => point.y)))
  })

  it('labels a price axis of round ticks that does not blow a small move up into a crash', () => {
    expect(priceAxis(4780, 5443)).toEqual([4500, 5000, 5500])
    expect(priceAxis(30836, 35155)).toEqual([30000, 32000, 34000, 36000])
    // a flat price sits mid-axis, and a cheap item gets cent ticks
    expect(priceAxis(10000, 10000)).toEqual([9500, 10000, 10500])
    expect(priceAxis(12, 15)).toEqual([12, 13, 14, 15])
    const days = (prices: string[]): PricePoint[] => prices.map((price, i) => ({ date: `2026-11-${String(10 + i).padStart(2, '0')}`, price, count: 1 }))
    const geometry = chartGeometry(days(['54.43', '52.10', '47.80', '50.00']), 300, 160, 6)!
    expect(geometry.ticks.map((tick) => tick.label)).toEqual(['¥45', '¥50', '¥55'])
    // ticks run bottom to top, and the ¥47.80–54.43 line takes under three quarters of the axis' height
    const [bottom, , top] = geometry.ticks.map((tick) => tick.y)
    expect(bottom).toBeGreaterThan(top)
    const ys = geometry.line.map((point) => point.y)
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(top)
    expect(Math.max(...ys)).toBeLessThanOrEqual(bottom)
    expect((Math.max(...ys) - Math.min(...ys)) / (bottom - top)).toBeLessThan(0.75)
    expect(chartGeometry(days(['1.05', '1.10']), 300, 160, 6)!.ticks.map((tick) => tick.label)).toEqual(['¥1.00', '¥1.05', '¥1.10', '¥1.15'])
    // a sparkline (no volume, no axis) still fills its row
    expect(chartGeometry(days(['54.43', '47.80']), 120, 40, 3, 0)!.ticks).toEqual([])
  })

  it('switches 7 / 30 / 90 days and reads a tapped day\'s average and count, the same figures as the sales under it', async () => {
    setRoute({ id: '9' })
    await mountPage(ItemPage, { [DETAIL]: { data: detail() } })
    await eventually(() => expect(pageText()).toContain('近 30 天 最高 ¥188.00 最低 ¥160.00 成交 30 笔'))
    await click(Array.from(document.querySelectorAll('.price-chart__range')).find((el) => el.textContent?.includes('7 天')))
    await eventually(() => expect(pageText()).toContain('近 7 天 最高 ¥188.00 最低 ¥180.00 成交 7 笔'))
    // the chart measures its box just after it shows (a loaded machine may not have yet): then a finger reads it
    await eventually(() => expect(Taro.createSelectorQuery).toHaveBeenCalled())
    // the last day, at the right edge: the two recent sales 181.00 and 179.00
    await touch(20 + 299)
    await eventually(() => expect(pageText()).toContain('11-22 均价 ¥180.00 · 成交 2 笔'))
    expect(pageText()).toContain('181.00')
    expect(pageText()).toContain('179.00')
    // the third last day had no sale
    await touch(20 + 6 + (288 * 4) / 6)
    await eventually(() => expect(pageText()).toContain('11-20 无成交'))
    await click(Array.from(document.querySelectorAll('.price-chart__range')).find((el) => el.textContent?.includes('90 天')))
    await eventually(() => expect(pageText()).toContain('近 90 天'))
    // the time axis: the first, middle and last day
    expect(Array.from(document.querySelectorAll('.price-chart__axis > *')).map((el) => el.textContent)).toEqual(['08-25', '10-09', '11-22'])
  })
})

describe('listings and the bid', () => {
  it('shows the highest buy order beside the lowest price and asks the server for the wear order', async () => {
    setRoute({ id: '9' })
    const asked: string[] = []
    const { sent } = await mountPage(ItemPage, {
      [DETAIL]: (request) => {
        const sort = queryOf(request.url).listing_sort ?? (request.data as Record<string, string> | undefined)?.listing_sort ?? 'price_asc'
        asked.push(sort)
        return { data: sort === 'wear_asc' ? detail([listing(2, '160.50', '0.1600'), listing(1, '158.00', '0.2100')]) : detail() }
      }
    })
    await eventually(() => expect(pageText()).toContain('最高求购 ¥151.20'))
    const wearOption = () => Array.from(document.querySelectorAll('.item-sort__option')).find((el) => el.textContent?.includes('磨损'))
    await click(wearOption())
    await eventually(() => expect(asked).toContain('wear_asc'))
    const floats = () => Array.from(document.querySelectorAll('.listing-row__float')).map((el) => el.textContent)
    await eventually(() => expect(floats()).toEqual(['磨损 0.160000', '磨损 0.210000']))
    await click(wearOption())
    await eventually(() => expect(asked).toContain('wear_desc'))
    expect(sent.length).toBeGreaterThanOrEqual(3)
  })
})

describe('收藏', () => {
  it('sends a visitor to log in and back to this item', async () => {
    setRoute({ id: '9' })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue(undefined as never)
    await mountPage(ItemPage, { [DETAIL]: { data: detail() } })
    await eventually(() => expect(document.querySelector('.item-bar__fav')).not.toBeNull())
    await click(document.querySelector('.item-bar__fav')!)
    expect(navigate).toHaveBeenCalledWith({ url: `/pages/user/login?redirect_url=${encodeURIComponent('/pages/item/index?id=9')}` })
  })

  it('keeps the item for a logged-in user and shows it kept', async () => {
    Taro.setStorageSync('token', 'tok')
    setRoute({ id: '9' })
    const { sent } = await mountPage(ItemPage, {
      [DETAIL]: { data: detail() },
      [STATE]: { data: { item_id: 9, favorited: false, total: 3 } },
      [ADD]: { data: { item_id: 9, favorited: true, total: 4 } }
    })
    await eventually(() => expect(sent.some((request) => request.url.includes('/favorite/state'))).toBe(true))
    // the state is asked for beside the detail: the page may not be drawn yet when it goes out
    await eventually(() => expect(document.querySelector('.item-bar__fav')).not.toBeNull())
    await click(document.querySelector('.item-bar__fav')!)
    await eventually(() => expect(document.querySelector('.item-bar__fav')!.textContent).toContain('已收藏'))
    const add = sent.find((request) => request.url.includes('/favorite/add'))!
    expect(add.method).toBe('POST')
  })
})
