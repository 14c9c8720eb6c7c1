/** Seller shop, game cards and a ledger entry: content, error and missing-link states. */
import Taro from '@tarojs/taro'
import SellerShopPage from '@/pages/market/shop/index'
import GameCardPage from '@/pages/gamecard/detail/index'
import TransactionDetailPage from '@/pages/transaction/detail/index'
import { mountPage } from '../../support/mountPage'
import { item, page } from '../../support/fixtures'
import { eventually, pageText, stubIntersectionObserver } from './helpers'

const P = (path: string) => `/api/v1/open${path}`
const setRoute = (params: Record<string, string>) => { (Taro.getCurrentInstance() as { router: unknown }).router = { params, path: '/x', onReady: '',
  onHide: '', onShow: '' } }
const seller = { seller_id: 3, nickname: '刀塔老司机', avatar: '', deliver_rate: '99.80%', avg_deliver_minutes: 3 }

beforeAll(stubIntersectionObserver)
jest.setTimeout(15000)
afterEach(() => { jest.restoreAllMocks(); Taro.removeStorageSync('token') })

describe('seller shop', () => {
  it('shows the seller, delivery stats and listings, then the end of the list', async () => {
    setRoute({ id: '3' })
    await mountPage(SellerShopPage, {
      [P('/v3/store/seller/shop')]: {
        data: {
          seller,
          listings: { ...page([{ listing_id: 1, item_id: 1, seller, price: '88.80', wear: '0.1234', exterior: '略有磨损', rentable: true, rent_daily: '1.00',
            rent_deposit: '80.00', status: 'on_sale', item: { ...item(1), name: '暗黑艺术家斗篷' } }], 1, false), total: 1 }
        }
      }
    })
    await eventually(() => expect(pageText()).toContain('暗黑艺术家斗篷'))
    const text = pageText()
    expect(text).toContain('刀塔老司机')
    expect(text).toContain('99.80%')
    expect(text).toContain('3 分钟')
    expect(text).toContain('略磨 · 磨损 0.123400 · 可租赁')
    expect(text).toContain('88.80')
    expect(text).toContain('没有更多了')
  })

  it('says when the seller does not exist, and when the link has no seller', async () => {
    setRoute({ id: '999' })
    await mountPage(SellerShopPage, { [P('/v3/store/seller/shop')]: { status: 4004, message: '卖家不存在', data: null } })
    await eventually(() => expect(pageText()).toContain('卖家不存在'))
    jest.restoreAllMocks()
    setRoute({})
    await mountPage(SellerShopPage, {})
    await eventually(() => expect(pageText()).toContain('链接缺少店铺编号'))
  })
})

describe('game card', () => {
  it('shows denominations with price and stock; a sold-out one cannot be bought', async () => {
    setRoute({ id: '2' })
    await mountPage(GameCardPage, {
      [P('/v4/trade/cdk/products')]: { data: [{ product_id: 1, name: 'Steam 钱包充值卡 50 元', price: '52.00', stock: 500 },
        { product_id: 2, name: 'Steam 钱包充值卡 100 元', price: '103.00', stock: 0 }] }
    })
    await eventually(() => expect(pageText()).toContain('已售罄'))
    expect(pageText()).toContain('¥103.00')
    expect(pageText()).toContain('钱包充值卡 50 元')
    expect(document.querySelector('.gamecard__buy')?.hasAttribute('disabled')).toBe(true)
  })

  it('shows the error with a retry', async () => {
    setRoute({})
    await mountPage(GameCardPage, { [P('/v4/trade/cdk/products')]: { status: 5000, message: '服务繁忙', data: null } })
    await eventually(() => expect(pageText()).toContain('服务繁忙'))
    expect(pageText()).toContain('重试')
  })
})

describe('transaction detail', () => {
  it('finds the ledger entry and shows amount, balance after and the linked order', async () => {
    Taro.setStorageSync('token', 'tok')
    setRoute({ id: '7' })
    await mountPage(TransactionDetailPage, {
      [P('/v1/pay/ledger/list')]: {
        data: page([{ ledger_id: 7, kind: 'pay', kind_text: '购买支付', amount: '-51.33', frozen_change: '0.00', balance_after: '4948.67', frozen_after: '0.00',
          ref: '2026112200000001', item_name: null, link: null, memo: '购买饰品（订单 2026112200000001）', created_at: 1763780000 }], 1, false)
      }
    })
    await eventually(() => expect(pageText()).toContain('购买支付'))
    expect(pageText()).toContain('-51.33')
    expect(pageText()).toContain('¥4948.67')
    expect(pageText()).toContain('查看关联订单')
  })

  it('says when the entry is not found', async () => {
    Taro.setStorageSync('token', 'tok')
    setRoute({ id: '999' })
    await mountPage(TransactionDetailPage, { [P('/v1/pay/ledger/list')]: { data: page([], 1, false) } })
    await eventually(() => expect(pageText()).toContain('没有找到这笔交易'))
  })
})
