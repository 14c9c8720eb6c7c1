/** Smelt screens in every state (issue 14 item 3): network faked at Taro.request; the fairness check runs for real. */
import Taro from '@tarojs/taro'
import SmeltPage from '@/pages/smelt/index'
import SmeltDetailsPage from '@/pages/smelt/details'
import { mountPage } from '../../support/mountPage'
import { byText, click, eventually, pageText } from '../trade/helpers'
import { withQuery } from '../deals/fixtures'
import { candidate, info, inventory, pool, run } from './fixtures'

const P = (path: string) => `/api/v1/open${path}`
jest.setTimeout(20000)
afterEach(() => { jest.restoreAllMocks(); Taro.removeStorageSync('token') })
const INFO = { [P('/v1/smelt/info')]: { data: info } }
const signIn = () => Taro.setStorageSync('token', 'tok')

describe('/pages/smelt/index', () => {
  it('shows a visitor the rules and a login call to action that comes back here', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({} as never)
    const { sent } = await mountPage(SmeltPage, INFO)
    await eventually(() => expect(pageText()).toContain('产出期望为投入价值的 90%'))
    expect(pageText()).toContain('最多 10 件换 1 件')
    await click(byText('去登录'))
    expect(navigate.mock.calls[0][0].url).toContain(encodeURIComponent('/pages/smelt/index'))
    expect(sent.some((r) => r.url.includes('/smelt/inventory'))).toBe(false)
  })

  it('shows loading, then an error with a retry, then the inventory', async () => {
    signIn()
    let calls = 0
    await mountPage(SmeltPage, {
      ...INFO,
      [P('/v1/smelt/inventory')]: () => (++calls === 1 ? { status: 5000, message: '服务繁忙',
        data: null } : { data: inventory([0, 1, 2].map((n) => candidate(n))) })
    })
    await eventually(() => expect(pageText()).toContain('无法读取库存'))
    expect(pageText()).toContain('服务繁忙')
    await click(byText('重试'))
    await eventually(() => expect(pageText()).toContain('MP9 | 钴蓝 2 (久经沙场)'))
    expect(pageText()).toContain('已选 0/10 · 价值 ¥0.00')
  })

  it('says loading while the inventory is on its way', async () => {
    signIn()
    jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as never)
    const TestUtils = (await import('@tarojs/test-utils-react')).default
    const { StoresProvider } = await import('@/stores/context')
    const { createRootStore } = await import('@/stores/root')
    const root = createRootStore()
    await new TestUtils().mount(() => <StoresProvider root={root}><SmeltPage /></StoresProvider>, { props: {} })
    await eventually(() => expect(pageText()).toContain('加载中…'))
    expect(pageText()).toContain('规则加载中…')
  })

  it('says not bound with a way to bind Steam', async () => {
    signIn()
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({} as never)
    await mountPage(SmeltPage, { ...INFO, [P('/v1/smelt/inventory')]: { data: inventory([], 'not_bound') } })
    await eventually(() => expect(pageText()).toContain('请先绑定 Steam 账号'))
    await click(byText('去绑定 Steam'))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/user/steambind' })
  })

  it('says an empty inventory for the game, and switches games', async () => {
    signIn()
    const { sent } = await mountPage(SmeltPage, { ...INFO, [P('/v1/smelt/inventory')]: { data: inventory([]) } })
    await eventually(() => expect(pageText()).toContain('库存中没有 CS2 饰品'))
    expect(byText('去市场看看')).toBeTruthy()
    await click(byText('DOTA2'))
    await eventually(() => expect(pageText()).toContain('库存中没有 DOTA2 饰品'))
    const asked = sent.filter((r) => r.url.includes('/smelt/inventory')).map((r) => `${r.url} ${JSON.stringify(r.data)}`)
    expect(asked).toHaveLength(2)
    expect(asked[0]).toContain('730')
    expect(asked[1]).toContain('570')
  })

  it('says too few usable items, with the reason on each disabled row, and will not pick a disabled one', async () => {
    signIn()
    const items = [candidate(0), candidate(1, { usable: false, reason: '参考价超过 ¥200.00' }), candidate(2, { usable: false, reason: '在售中，下架后可用' })]
    const { sent } = await mountPage(SmeltPage, { ...INFO, [P('/v1/smelt/inventory')]: { data: inventory(items) } })
    await eventually(() => expect(pageText()).toContain('可熔炼的饰品不足 3 件（现有 1 件）'))
    expect(pageText()).toContain('参考价超过 ¥200.00')
    expect(pageText()).toContain('在售中，下架后可用')
    await click(byText('MP9 | 钴蓝 1 (久经沙场)'))
    await click(byText('MP9 | 钴蓝 0 (久经沙场)'))
    await eventually(() => expect(pageText()).toContain('已选 1/10 · 价值 ¥3.50'))
    await click(byText('熔炼'))
    expect(sent.some((r) => r.url.includes('/smelt/run'))).toBe(false)
  })

  it('previews the pool for three picks, shows a refusal, confirms and shows the result with its record', async () => {
    signIn()
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({} as never)
    let previews = 0
    const { sent } = await mountPage(SmeltPage, {
      ...INFO,
      [P('/v1/smelt/inventory')]: { data: inventory([0, 1, 2, 3].map((n) => candidate(n))) },
      [P('/v1/smelt/preview')]: () => (++previews === 2 ? { status: 4009, message: '该价值区间暂无足够的可熔炼产出，请增减投入饰品后再试', data: null } : { data: pool() }),
      [P('/v1/smelt/run')]: { data: run() }
    })
    await eventually(() => expect(byText('MP9 | 钴蓝 0 (久经沙场)')).toBeTruthy())
    for (const n of [0, 1, 2]) await click(byText(`MP9 | 钴蓝 ${n} (久经沙场)`))
    await eventually(() => expect(pageText()).toContain('可能产出'))
    expect(pageText()).toContain('价值区间 ¥2.63 – ¥42.00')
    expect(pageText()).toContain('产出期望 ¥9.45（90%）')
    expect(pageText()).toContain('60%')
    expect(pageText()).toContain('已选 3/10 · 价值 ¥10.50')
    await click(byText('MP9 | 钴蓝 3 (久经沙场)'))
    await eventually(() => expect(pageText()).toContain('该价值区间暂无足够的可熔炼产出'))
    await click(byText('MP9 | 钴蓝 3 (久经沙场)'))
    await eventually(() => expect(pageText()).toContain('可能产出'))
    await click(byText('熔炼'))
    await eventually(() => expect(document.querySelector('.confirm-sheet')?.textContent).toContain('熔炼后不可撤销'))
    await click(byText('再想想'))
    await eventually(() => expect(document.querySelector('.confirm-sheet')).toBeNull())
    expect(sent.some((r) => r.url.includes('/smelt/run'))).toBe(false) // cancelled: nothing sent
    await click(byText('熔炼'))
    await eventually(() => expect(byText('开始熔炼')).toBeTruthy())
    await click(byText('开始熔炼'))
    await eventually(() => expect(pageText()).toContain('熔炼结果'))
    expect(pageText()).toContain('3 件饰品已熔炼 · 产出已放入库存')
    expect(pageText()).toContain('待公开种子')
    const body = new URLSearchParams(String(sent.find((r) => r.url.includes('/smelt/run'))!.data))
    expect(body.get('asset_ids')).toBe('700000,700001,700002')
    expect(body.get('idempotency_key')).toMatch(/^[A-Za-z0-9_-]+$/)
    await click(byText('查看详情'))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/smelt/details?smelt_id=8' })
  })

  it('lists my smelts in the records tab, empty first, and opens one', async () => {
    signIn()
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({} as never)
    let calls = 0
    const done = run()
    await mountPage(SmeltPage, {
      ...INFO,
      [P('/v1/smelt/inventory')]: { data: inventory([]) },
      [P('/v1/smelt/list')]: () => ({ data: { list: ++calls === 1 ? [] : [{ id: 8, created_at: done.created_at, input_count: 3, input_value: '10.50',
        output: done.output }], total: calls === 1 ? 0 : 1, page: 1, page_size: 20, has_more: false } })
    })
    await eventually(() => expect(byText('我的熔炼')).toBeTruthy())
    await click(byText('我的熔炼'))
    await eventually(() => expect(pageText()).toContain('还没有熔炼记录'))
    await click(byText('熔炼炉'))
    await eventually(() => expect(pageText()).toContain('库存中没有 CS2 饰品'))
    await click(byText('我的熔炼'))
    await eventually(() => expect(pageText()).toContain('投入 3 件 ¥10.50'))
    await click(byText(done.output.item.name))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/smelt/details?smelt_id=8' })
  })
})

describe('/pages/smelt/details', () => {
  it('asks a visitor to log in', async () => {
    withQuery({ smelt_id: '8' })
    await mountPage(SmeltDetailsPage, {})
    await eventually(() => expect(pageText()).toContain('登录后查看熔炼详情'))
  })
  it('says an unknown smelt with a retry and a way back to the furnace', async () => {
    signIn()
    withQuery({ smelt_id: '99' })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({} as never)
    await mountPage(SmeltDetailsPage, { [P('/v1/smelt/detail')]: { status: 4004, message: '熔炼记录不存在', data: null } })
    await eventually(() => expect(pageText()).toContain('熔炼记录不存在'))
    await click(byText('返回熔炼'))
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/smelt/index' })
  })
  it('shows inputs, output, odds and verifies the draw after the seed is revealed', async () => {
    signIn()
    withQuery({ smelt_id: '8' })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({} as never)
    let revealed = false
    await mountPage(SmeltDetailsPage, {
      [P('/v1/smelt/detail')]: () => ({ data: run(revealed) }),
      [P('/v1/fair/seed/rotate')]: () => { revealed = true; return { data: { revealed: { server_seed: 'sm-seed', server_seed_hash: 'x', client_seed: 'client',
        draws: 1 }, pair: { server_seed_hash: 'y', client_seed: 'client', nonce: 0 } } } }
    })
    await eventually(() => expect(pageText()).toContain('投入饰品（3 件）'))
    expect(pageText()).toContain('MP9 | 钴蓝 2 (久经沙场)')
    expect(pageText()).toContain('10%')
    expect(pageText()).toContain('待公开种子')
    await click(byText('公开服务端种子并验证'))
    await eventually(() => expect(pageText()).toContain('已验证'))
    expect(pageText()).not.toContain('验证失败')
    await click(byText('在我的库存中查看'))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/sell/inventory/index' })
  })
})
