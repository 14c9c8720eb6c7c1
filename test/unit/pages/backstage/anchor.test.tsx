import Taro from '@tarojs/taro'
import type { AnchorOrder, AnchorOverview } from '../../../../types/api'
import AnchorPage from '@/pages/backstage/anchor'
import DetailsPage from '@/pages/backstage/anchordetails'
import { barHeights } from '@/components/BarChart'
import { fakeApi, mount, setUp, tap, text, type Setup } from '../account/support'
import { loggedIn, shown, withQuery } from '../deals/fixtures'

let env: Setup
beforeEach(() => { env = setUp() })
const ok = (data: unknown) => ({ status: 200, data })
const NOT_ANCHOR = { status: 4031, message: '仅主播可查看主播后台，请先申请成为主播' }
const day = (n: number, commission: string, orders = 1) => ({ day: 1763913600 + n * 86400, label: `11-${String(18 + n).padStart(2, '0')}`, orders, commission })
const overview = (extra: Partial<AnchorOverview> = {}): AnchorOverview => ({
  nickname: '主播阿哲', channel: '斗鱼 6657', rate_text: '1%', days: 7, since: 1763913600, invitees_total: 12, invitees_new: 3,
  orders_count: 4, orders_amount: '1234.56', commission: '12.32', commission_total: '88.80',
  daily: [day(0, '0.00', 0), day(1, '2.10'), day(2, '0.00', 0), day(3, '4.20', 2), day(4, '0.00', 0), day(5, '0.00', 0), day(6, '6.02')],
  ...extra
})
const order = (n: number): AnchorOrder => ({ order_no: `2026****00${10 + n}`, invitee: '刀***白', item_name: `AK-47 | 红线 (久经沙场) #${n}`, amount: '210.00',
  commission: '2.10', paid_at: 1763913600 + n * 600 })

describe('anchor dashboard', () => {
  it('a visitor is asked to log in and nothing is called', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, AnchorPage)
    await text(utils, '登录后查看主播后台')
    expect(sent).toEqual([])
  })

  it('shows the period\'s commission, invitees, orders and one bar a day; a period tab reads again', async () => {
    loggedIn()
    const sent = fakeApi({ '/v1/backstage/anchor/overview': ({ data }) => ok(overview(data.days === '30' ? { days: 30, commission: '45.67',
      daily: Array.from({ length: 30 }, (_, n) => day(n, '1.00')) } : {})) })
    const utils = await mount(env.root, AnchorPage)
    await text(utils, '近7天佣金（元）')
    expect(shown()).toContain('12.32')
    expect(shown()).toContain('累计佣金 ¥88.80')
    expect(shown()).not.toContain('待结算')
    expect(shown()).toContain('佣金比例 1%')
    expect(shown()).toContain('本期新增 3')
    expect(shown()).toContain('1234.56')
    expect(document.querySelectorAll('.bar-chart__bar')).toHaveLength(7)
    // the newest day is read out first
    expect(document.querySelector('.bar-chart__readout')?.textContent).toContain('¥6.02')
    await tap(utils, '近30天')
    await text(utils, '45.67')
    expect(document.querySelectorAll('.bar-chart__bar')).toHaveLength(30)
    expect(sent.map((s) => s.data.days)).toEqual(['7', '30'])
    await tap(utils, '订单与佣金明细')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/backstage/anchordetails?days=30' })
  })

  it('orders not yet settled are shown apart with their commission (issue 25)', async () => {
    loggedIn()
    fakeApi({ '/v1/backstage/anchor/overview': () => ok(overview({ pending_orders: 2, pending_commission: '3.40' })) })
    const utils = await mount(env.root, AnchorPage)
    await text(utils, '待结算 2 单 · 佣金 ¥3.40（过保护期后计入）')
  })

  it('while loading it says so', async () => {
    loggedIn()
    jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as never)
    const utils = await mount(env.root, AnchorPage)
    await text(utils, '加载中…')
  })

  it('a user without the anchor role sees the no-access state with how to apply and a way back, and no toast', async () => {
    loggedIn()
    fakeApi({ '/v1/backstage/anchor/overview': NOT_ANCHOR })
    const utils = await mount(env.root, AnchorPage)
    await text(utils, '你还不是主播')
    expect(shown()).toContain('申请成为主播')
    expect(Taro.showToast).not.toHaveBeenCalled()
    await tap(utils, '返回我的')
    expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/user/index' })
    await tap(utils, '联系客服申请')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/consultation/index' })
  })

  it('an anchor without invitees is sent to invite; a failure offers a retry that works', async () => {
    loggedIn()
    let down = true
    fakeApi({ '/v1/backstage/anchor/overview': () => down ? { status: 5000, message: '服务繁忙' } : ok(overview({ invitees_total: 0, invitees_new: 0,
      orders_count: 0, orders_amount: '0.00', commission: '0.00', commission_total: '0.00' })) })
    const utils = await mount(env.root, AnchorPage)
    await text(utils, '无法加载主播后台')
    expect(shown()).toContain('服务繁忙')
    down = false
    await tap(utils, '重试')
    await text(utils, '还没有邀请用户')
    await tap(utils, '去邀请')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/task/invite/index' })
  })

  it('bar heights are shares of the tallest day, zero for an empty period', () => {
    expect(barHeights([{ key: 1, label: 'a', value: '2.10' }, { key: 2, label: 'b', value: '4.20' }, { key: 3, label: 'c', value: '0.00' }])).toEqual([50, 100,
      0])
    expect(barHeights([{ key: 1, label: 'a', value: '0.00' }])).toEqual([0])
  })
})

describe('anchor details', () => {
  it('lists the period\'s orders of the linked period with their commission', async () => {
    loggedIn()
    withQuery({ days: '30' })
    const sent = fakeApi({
      '/v1/backstage/anchor/orders': ({ data }) => ok({ list: data.page === '1' ? [order(1), order(2)] : [order(3)], total: 3, page: Number(data.page),
        page_size: 20, has_more: data.page === '1' })
    })
    const utils = await mount(env.root, DetailsPage)
    await text(utils, 'AK-47 | 红线 (久经沙场) #1')
    expect(shown()).toContain('近30天 共 3 单')
    expect(shown()).toContain('佣金 +2.10')
    expect(sent[0].data).toMatchObject({ days: '30', page: '1' })
    expect(document.querySelector('[aria-selected="true"]')?.textContent).toBe('近30天')
  })

  it('an empty period says so; a failure offers a retry; a visitor logs in; no role shows no access', async () => {
    loggedIn()
    let answer: { status: number, data?: unknown, message?: string } = { status: 5000, message: '服务繁忙' }
    fakeApi({ '/v1/backstage/anchor/orders': () => answer })
    const utils = await mount(env.root, DetailsPage)
    await text(utils, '服务繁忙')
    answer = ok({ list: [], total: 0, page: 1, page_size: 20, has_more: false })
    await tap(utils, '重试')
    await text(utils, '近7天邀请用户暂无订单')
    answer = NOT_ANCHOR
    await tap(utils, '近90天')
    await text(utils, '你还不是主播')
  })

  it('a visitor is asked to log in', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, DetailsPage)
    await text(utils, '登录后查看主播明细')
    expect(sent).toEqual([])
  })
})
