/** Trade-up screens in every state (issue 14 item 3): network faked at Taro.request; the fairness check runs for real. */
import Taro from '@tarojs/taro'
import TradeUpPage from '@/pages/tradeUp/index'
import CreateFormulaPage from '@/pages/tradeUp/createFormula/index'
import ExtractPage from '@/pages/tradeUp/extract/index'
import MyFormulaPage from '@/pages/tradeUp/myformula/index'
import { mountPage } from '../../support/mountPage'
import { byText, click, eventually, pageText } from '../trade/helpers'
import { withQuery } from '../deals/fixtures'
import { asset, formula, inventoryPage, pool } from './fixtures'

const P = (path: string) => `/api/v1/open${path}`
jest.setTimeout(20000)
afterEach(() => { jest.restoreAllMocks(); Taro.removeStorageSync('token') })
const recipes = { input_count: 10, description: '投入 10 件同一稀有度的 CS2 武器皮肤', recipes: [pool(), pool({ rarity: '保密', next_rarity: '隐秘', cost: '90.00' })] }

describe('/pages/tradeUp/index', () => {
  it('shows a visitor the rules and sample formulas with odds, and a login call to action', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({} as never)
    await mountPage(TradeUpPage, { [P('/v1/tradeup/recipes')]: { data: recipes } })
    await eventually(() => expect(pageText()).toContain('10 件受限 → 3 种保密'))
    expect(pageText()).toContain('33.3334%')
    expect(pageText()).toContain('产出期望 ¥96.67')
    expect(pageText()).not.toContain('我的配方')
    await click(byText('登录后创建配方'))
    expect(navigate.mock.calls[0][0].url).toContain(encodeURIComponent('/pages/tradeUp/index'))
  })
  it('says an error with a retry, and an empty catalogue', async () => {
    let calls = 0
    await mountPage(TradeUpPage,
      { [P('/v1/tradeup/recipes')]: () => (++calls === 1 ? { status: 5000, message: '服务繁忙', data: null } : { data: { ...recipes, recipes: [] } }) })
    await eventually(() => expect(pageText()).toContain('无法加载汰换合同'))
    await click(byText('重试'))
    await eventually(() => expect(pageText()).toContain('暂无参考配方'))
  })
})

describe('/pages/tradeUp/index for a player', () => {
  const inventoryPath = P('/v4/trade/inventory/list')
  it('counts the inputs of each rarity, filters by rarity and opens the shop on CS2 with that rarity to buy the rest', async () => {
    Taro.setStorageSync('token', 'tok')
    const relaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({} as never)
    const held = [...Array.from({ length: 3 }, (_, n) => asset(n, '受限')), ...Array.from({ length: 10 }, (_, n) => asset(10 + n, '军规级'))]
    await mountPage(TradeUpPage, { [P('/v1/tradeup/recipes')]: { data: recipes }, [inventoryPath]: { data: inventoryPage(held) } })
    await eventually(() => expect(pageText()).toContain('我的汰换材料'))
    // the kind closest to a contract is shown first: ten 军规级 are enough
    expect(pageText()).toContain('军规级：已有 10 件，可以创建配方')
    expect(pageText()).toContain('受限3/10')
    expect(pageText()).toContain('保密0/10')
    await click(byText('受限'))
    await eventually(() => expect(pageText()).toContain('受限：已有 3 件，还差 7 件'))
    await click(byText('去市场买入'))
    expect(relaunch).toHaveBeenCalledWith({ url: `/pages/market/home/index?appid=730&rarity=${encodeURIComponent('受限')}` })
  })
  it('shows an empty inventory where to start: a rarity and 去市场买入', async () => {
    Taro.setStorageSync('token', 'tok')
    const relaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({} as never)
    await mountPage(TradeUpPage, { [P('/v1/tradeup/recipes')]: { data: recipes }, [inventoryPath]: { data: inventoryPage([asset(1, '隐秘')]) } })
    await eventually(() => expect(pageText()).toContain('库存中还没有可汰换的饰品'))
    await click(byText('保密'))
    await click(byText('去市场买入保密'))
    expect(relaunch).toHaveBeenCalledWith({ url: `/pages/market/home/index?appid=730&rarity=${encodeURIComponent('保密')}` })
  })
  it('marks a sample whose output is worth less than its inputs 期望亏损', async () => {
    const losing = { ...recipes, recipes: [pool({ rarity: '工业级', next_rarity: '军规级', cost: '22.80', expected: '9.88' }), pool()] }
    await mountPage(TradeUpPage, { [P('/v1/tradeup/recipes')]: { data: losing } })
    // the open sample's pool says it; folded, its card does
    await eventually(() => expect(pageText()).toContain('期望亏损 ¥12.92：产出的期望价值低于投入'))
    expect(pageText().match(/期望亏损/g)).toHaveLength(1)
    await click(byText('收起'))
    await eventually(() => expect(pageText()).toContain('期望亏损 ¥12.92投入参考价 ¥22.80'))
    expect(pageText()).not.toContain('产出的期望价值低于投入')
  })
})

describe('/pages/tradeUp/createFormula/index', () => {
  it('asks a visitor to log in', async () => {
    await mountPage(CreateFormulaPage, {})
    await eventually(() => expect(pageText()).toContain('登录后用库存创建配方'))
  })
  it('says not bound, and no usable items', async () => {
    Taro.setStorageSync('token', 'tok')
    await mountPage(CreateFormulaPage, { [P('/v4/trade/inventory/list')]: { data: inventoryPage([], 'not_bound') } })
    await eventually(() => expect(byText('去绑定 Steam')).toBeTruthy())
  })
  it('says when nothing in the inventory can be traded up', async () => {
    Taro.setStorageSync('token', 'tok')
    await mountPage(CreateFormulaPage, { [P('/v4/trade/inventory/list')]: { data: inventoryPage([asset(1, '隐秘')]) } })
    await eventually(() => expect(pageText()).toContain('库存中没有可汰换的饰品'))
  })
  it('opens on the kind the trade-up screen chose and offers 去市场买入 for the missing ones', async () => {
    Taro.setStorageSync('token', 'tok')
    withQuery({ kind: encodeURIComponent('StatTrak™ 受限') })
    const relaunch = jest.spyOn(Taro, 'reLaunch').mockResolvedValue({} as never)
    await mountPage(CreateFormulaPage, { [P('/v4/trade/inventory/list')]: { data: inventoryPage([asset(1), asset(2), asset(20, '受限', 'StatTrak™')]) } })
    await eventually(() => expect(pageText()).toContain('该稀有度只有 1 件，还差 9 件才能创建配方'))
    await click(byText('去市场买入'))
    expect(relaunch).toHaveBeenCalledWith({ url: `/pages/market/home/index?appid=730&rarity=${encodeURIComponent('受限')}` })
  })
  it('picks ten of one rarity with the pool previewed, shows a refusal, saves and opens the formula', async () => {
    Taro.setStorageSync('token', 'tok')
    const redirect = jest.spyOn(Taro, 'redirectTo').mockResolvedValue({} as never)
    const items = Array.from({ length: 10 }, (_, n) => asset(n))
    let previews = 0
    const { sent } = await mountPage(CreateFormulaPage, {
      [P('/v4/trade/inventory/list')]: { data: inventoryPage([...items, asset(20, '受限', 'StatTrak™')]) },
      [P('/v1/tradeup/preview')]: () => (++previews === 2 ? { status: 4000, message: '汰换合同只能放入同一稀有度的饰品', data: null } : { data: pool() }),
      [P('/v1/tradeup/formula/create')]: { data: formula('ready') }
    })
    await eventually(() => expect(pageText()).toContain('已选 0/10'))
    expect(pageText()).toContain('StatTrak™ 受限（1）')
    await click(byText('P250 | 红岩 0 (久经沙场)'))
    await eventually(() => expect(pageText()).toContain('可能产出'))
    await click(byText('P250 | 红岩 1 (久经沙场)'))
    await eventually(() => expect(pageText()).toContain('汰换合同只能放入同一稀有度的饰品'))
    for (let n = 2; n < 10; n++) await click(byText(`P250 | 红岩 ${n} (久经沙场)`))
    await eventually(() => expect(pageText()).toContain('已选 10/10'))
    await click(byText('保存配方'))
    await eventually(() => expect(redirect).toHaveBeenCalledWith({ url: '/pages/tradeUp/extract/index?formula_id=5' }))
    const create = sent.find((r) => r.url.includes('/formula/create'))!
    expect(new URLSearchParams(String(create.data)).get('asset_ids')!.split(',')).toEqual(Array.from({ length: 10 }, (_, n) => `80000${n}`))
  })
})

describe('/pages/tradeUp/extract/index', () => {
  it('asks a visitor to log in and says a missing formula', async () => {
    withQuery({ formula_id: '5' })
    await mountPage(ExtractPage, {})
    await eventually(() => expect(pageText()).toContain('登录后查看配方'))
  })
  it('says an unknown formula with a way to my formulas', async () => {
    Taro.setStorageSync('token', 'tok')
    withQuery({ formula_id: '99' })
    await mountPage(ExtractPage, { [P('/v1/tradeup/formula/detail')]: { status: 4004, message: '配方不存在', data: null } })
    await eventually(() => expect(pageText()).toContain('配方不存在'))
    expect(byText('我的配方')).toBeTruthy()
  })
  it('says an unavailable formula and offers no execute button', async () => {
    Taro.setStorageSync('token', 'tok')
    withQuery({ formula_id: '5' })
    await mountPage(ExtractPage, { [P('/v1/tradeup/formula/detail')]: { data: formula('unavailable') } })
    await eventually(() => expect(pageText()).toContain('3 件饰品已不在库存或不可交易'))
    expect(byText('执行合同')).toBeFalsy()
  })
  it('executes after confirming, shows the output and verifies the draw after the seed is revealed', async () => {
    Taro.setStorageSync('token', 'tok')
    withQuery({ formula_id: '5' })
    let revealed = false
    const { sent } = await mountPage(ExtractPage, {
      [P('/v1/tradeup/formula/detail')]: () => ({ data: revealed ? formula('done', true) : formula('ready') }),
      [P('/v1/tradeup/run')]: { data: formula('done') },
      [P('/v1/fair/seed/rotate')]: () => { revealed = true; return { data: { revealed: { server_seed: 'tu-seed', server_seed_hash: 'x', client_seed: 'client',
        draws: 1 }, pair: { server_seed_hash: 'y', client_seed: 'client', nonce: 0 } } } }
    })
    await eventually(() => expect(byText('执行合同')).toBeTruthy())
    await click(byText('执行合同'))
    await eventually(() => expect(document.querySelector('.confirm-sheet')?.textContent).toContain('执行后不可撤销'))
    await click(byText('再想想'))
    await eventually(() => expect(document.querySelector('.confirm-sheet')).toBeNull())
    expect(sent.some((r) => r.url.includes('/tradeup/run'))).toBe(false) // cancelled: nothing sent
    await click(byText('执行合同'))
    await eventually(() => expect(byText('确认执行')).toBeTruthy())
    await click(byText('确认执行'))
    await eventually(() => expect(pageText()).toContain('合同已执行'))
    expect(pageText()).toContain('待公开种子')
    await click(byText('公开服务端种子并验证'))
    await eventually(() => expect(pageText()).toContain('已验证'))
    expect(pageText()).not.toContain('验证失败')
  })
})

describe('/pages/tradeUp/myformula/index', () => {
  it('asks a visitor to log in', async () => {
    await mountPage(MyFormulaPage, {})
    await eventually(() => expect(pageText()).toContain('登录后查看我的配方'))
  })
  it('shows the empty state with a way to create, and errors with a retry', async () => {
    Taro.setStorageSync('token', 'tok')
    let calls = 0
    await mountPage(MyFormulaPage, { [P('/v1/tradeup/formula/list')]: () => (++calls === 1 ? { status: 5000, message: '服务繁忙', data: null } : { data: [] }) })
    await eventually(() => expect(pageText()).toContain('无法加载我的配方'))
    await click(byText('重试'))
    await eventually(() => expect(pageText()).toContain('还没有配方'))
    expect(byText('创建配方')).toBeTruthy()
  })
  it('lists formulas with their state and output, and opens one', async () => {
    Taro.setStorageSync('token', 'tok')
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({} as never)
    await mountPage(MyFormulaPage, { [P('/v1/tradeup/formula/list')]: { data: [formula('done'), { ...formula('ready'), id: 6, name: '第二个配方' }] } })
    await eventually(() => expect(pageText()).toContain('已执行'))
    expect(pageText()).toContain('可执行')
    expect(pageText()).toContain('产出 ')
    await click(byText('第二个配方'))
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/tradeUp/extract/index?formula_id=6' })
  })
})
