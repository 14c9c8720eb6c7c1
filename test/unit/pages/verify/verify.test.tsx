import Taro from '@tarojs/taro'
import type { InspectRecord, InventoryAsset } from '../../../../types/api'
import VerifyHome from '@/pages/verfiy/index'
import VerifyDetail from '@/pages/verfiy/detail/index'
import VerifyList from '@/pages/verfiy/list/index'
import VerifyParameter from '@/pages/verfiy/parameter'
import { fadeText, inspectMarkText, phaseText } from '@/lib/inspectMark'
import { eventually, fakeApi, mount, setUp, tap, text, typeInto, type Setup } from '../account/support'
import { item, loggedIn, shown, withQuery } from '../deals/fixtures'

let env: Setup
beforeEach(() => { env = setUp() })
const ok = (data: unknown) => ({ status: 200, data })
const LINK = 'steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20M1207A70000001207D4620919210738131985'
const record = (extra: Partial<InspectRecord> = {}): InspectRecord => ({
  id: 9, created_at: 1760000000, link: LINK, source: 'listing',
  item: { item_id: 301, name: '★ 蝴蝶刀 | 渐变之色 (崭新出厂)', image: '/api/v1/open/img/item/301.svg', rarity: '隐秘', rarity_color: '#eb4b4b', exterior: '崭新出厂' },
  float: '0.01234567890123', skin_min: '0.00', skin_max: '0.08', paint_seed: 763, paint_index: 38, finish: 'Fade',
  fade: { percentage: '97.45', rank: 41, of: 1000 }, phase: null, stickers: [], float_rank: { rank: 2, total: 9 }, report: null, ...extra
})
const asset = (extra: Partial<InventoryAsset> = {}): InventoryAsset => ({
  asset_id: '8000000001000001', item, wear: '0.21873412', state: 'tradable', tradable_at: null, listing_id: null, price: null, market_price: '1.00', ...extra
})
const inventoryPage = (list: InventoryAsset[], state = 'ok', stateText = '') =>
  ok({ list, total: list.length, page: 1, page_size: 100, has_more: false, state, state_text: stateText, steam_id: '76561198000000001', refreshed_at: null,
    cooldown: 0, total_value: '0.00' })

describe('inspect mark words', () => {
  it('names Fade % and phases as BUFF users read them', () => {
    expect(fadeText('97.45')).toBe('渐变 97.45%')
    expect(phaseText('Phase 2')).toBe('P2')
    expect(phaseText('Ruby')).toBe('红宝石')
    expect(phaseText('Emerald')).toBe('绿宝石')
    expect(inspectMarkText({ fade: null, phase: 'Black Pearl' })).toBe('黑珍珠')
    expect(inspectMarkText({ fade: null, phase: null })).toBe('')
  })
})

describe('verify home', () => {
  it('asks a visitor to log in and calls nothing', async () => {
    const sent = fakeApi({})
    const utils = await mount(env.root, VerifyHome)
    await text(utils, '登录后查看饰品检视')
    expect(sent).toEqual([])
  })

  it('refuses a link that is not an inspect link with the reason, before any call', async () => {
    loggedIn()
    const sent = fakeApi({ '/v4/trade/inventory/list': inventoryPage([]), '/v1/inspect/asset-marks': ok([]) })
    const utils = await mount(env.root, VerifyHome)
    await text(utils, '库存中没有可检视的 CS2 饰品')
    await typeInto(utils, 'steam://rungame/730/…/+csgo_econ_action_preview%20S…A…D…', 'https://steamcommunity.com/market/listings/730/x')
    await tap(utils, '检视', '.submit-button')
    await text(utils, '检视链接应以 steam://rungame/730/ 开头')
    expect(sent.some((s) => s.path === '/v1/inspect/create')).toBe(false)
  })

  it('inspects a link handed over by a listing row and opens the result', async () => {
    loggedIn()
    withQuery({ link: encodeURIComponent(LINK) })
    const sent = fakeApi({ '/v4/trade/inventory/list': inventoryPage([]), '/v1/inspect/create': ok(record()) })
    const utils = await mount(env.root, VerifyHome)
    await tap(utils, '检视', '.submit-button')
    await eventually(() => {
      expect(sent.find((s) => s.path === '/v1/inspect/create')?.data).toMatchObject({ link: LINK })
      expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/verfiy/detail/index?id=9' })
    })
  })

  it('lists my CS2 skins with their marks and inspects a picked one; shows the server\'s refusal', async () => {
    loggedIn()
    let refuse = true
    fakeApi({
      '/v4/trade/inventory/list': inventoryPage([asset(), asset({ asset_id: '8000000001000002', wear: null })]),
      '/v1/inspect/asset-marks': ok([{ key: '8000000001000001', link: LINK, fade: null, phase: 'Phase 4' }]),
      '/v1/inspect/create': () => refuse ? { status: 4004, message: '库存中没有该饰品' } : ok(record({ id: 12, source: 'asset' }))
    })
    const utils = await mount(env.root, VerifyHome)
    await text(utils, 'P4')
    expect(document.querySelectorAll('.vf-row')).toHaveLength(1)
    await tap(utils, '检视 ›')
    await text(utils, '库存中没有该饰品')
    refuse = false
    await tap(utils, '检视 ›')
    await eventually(() => expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/verfiy/detail/index?id=12' }))
  })

  it('says why an unbound account has no inventory to pick, and shows an inventory failure with a retry', async () => {
    loggedIn()
    let fail = true
    fakeApi({ '/v4/trade/inventory/list': () => fail ? { status: 5000, message: '服务繁忙' } : inventoryPage([], 'not_bound', '请先绑定 Steam 账号') })
    const utils = await mount(env.root, VerifyHome)
    await text(utils, '库存加载失败')
    fail = false
    await tap(utils, '重试')
    await text(utils, '请先绑定 Steam 账号')
  })
})

describe('verify detail', () => {
  it('shows the exact float on the bands, Fade % with its rank, the skin range and the listing rank', async () => {
    loggedIn()
    withQuery({ id: '9' })
    const sent = fakeApi({ '/v1/inspect/detail': ok(record()) })
    const utils = await mount(env.root, VerifyDetail)
    await text(utils, '0.01234567890123')
    expect(sent[0].data).toMatchObject({ inspection_id: '9' })
    expect(shown()).toContain('渐变比例97.45%')
    expect(shown()).toContain('1000 个模板中第 41')
    expect(shown()).toContain('0.00 – 0.08')
    expect(shown()).toContain('第 2 / 9')
    expect(shown()).toContain('图案模板763')
    expect(document.querySelector('.vf-bar__name--on')?.textContent).toBe('崭新')
    expect((document.querySelector('.vf-bar__mark') as HTMLElement).style.left).toBe('1.234567890123%')
  })

  it('shows a Doppler phase and stickers with their wear', async () => {
    loggedIn()
    withQuery({ id: '9' })
    fakeApi({ '/v1/inspect/detail': ok(record({ fade: null, finish: 'Doppler', paint_index: 415, phase: { finish: 'Doppler', name: 'Ruby' },
      stickers: [{ slot: 1, name: '皇冠（闪亮）', wear: 0 }, { slot: 3, name: '好运', wear: 35 }], float_rank: null })) })
    const utils = await mount(env.root, VerifyDetail)
    await text(utils, '红宝石（Ruby）')
    expect(shown()).toContain('槽位 1皇冠（闪亮）完好')
    expect(shown()).toContain('磨损 35%')
    expect(shown()).toContain('暂无在售同款')
  })

  it('reports a wrong result once with a reason and shows it sent', async () => {
    loggedIn()
    withQuery({ id: '9' })
    const sent = fakeApi({
      '/v1/inspect/detail': ok(record()),
      '/v1/inspect/report': ok(record({ report: { reason: 'float', note: '游戏内 0.0124', created_at: 1760000100 } }))
    })
    const utils = await mount(env.root, VerifyDetail)
    await tap(utils, '结果有误？举报 / 纠错')
    await tap(utils, '提交反馈', '.submit-button')
    await text(utils, '请选择反馈原因')
    await tap(utils, '磨损值不对')
    await typeInto(utils, '补充说明（选填，200 字以内），如游戏内看到的磨损值', '游戏内 0.0124')
    await tap(utils, '提交反馈', '.submit-button')
    await text(utils, '提交纠错：磨损值不对，游戏内 0.0124')
    expect(sent.find((s) => s.path === '/v1/inspect/report')?.data).toMatchObject({ inspection_id: '9', reason: 'float', note: '游戏内 0.0124' })
  })

  it('says a record that is not mine does not exist, retries, and refuses a link without an id', async () => {
    loggedIn()
    withQuery({ id: '9' })
    let fail = true
    fakeApi({ '/v1/inspect/detail': () => fail ? { status: 4004, message: '检视记录不存在' } : ok(record()) })
    const utils = await mount(env.root, VerifyDetail)
    await text(utils, '检视记录不存在')
    fail = false
    await tap(utils, '重试')
    await text(utils, '0.01234567890123')
  })

  it('without an id: a clear error and a way to the records', async () => {
    loggedIn()
    withQuery({})
    const sent = fakeApi({})
    const utils = await mount(env.root, VerifyDetail)
    await text(utils, '链接缺少检视记录编号')
    await tap(utils, '返回检视记录')
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/verfiy/list/index' })
    expect(sent).toEqual([])
  })

  it('asks a visitor to log in', async () => {
    withQuery({ id: '9' })
    const sent = fakeApi({})
    const utils = await mount(env.root, VerifyDetail)
    await text(utils, '登录后查看检视结果')
    expect(sent).toEqual([])
  })
})

describe('verify records', () => {
  it('lists my records newest first with Fade / phase, opens one, and says the end', async () => {
    loggedIn()
    const sent = fakeApi({ '/v1/inspect/list': ok({ list: [record(), record({ id: 8, fade: null, phase: { finish: 'Gamma Doppler', name: 'Emerald' } })],
      total: 2, page: 1, page_size: 20, has_more: false }) })
    const utils = await mount(env.root, VerifyList)
    await text(utils, '没有更多了')
    expect(sent[0].data).toMatchObject({ page: '1' })
    expect(shown()).toContain('渐变 97.45%')
    expect(shown()).toContain('绿宝石')
    await tap(utils, '0.01234567890123', '.vf-row__float')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/verfiy/detail/index?id=9' })
  })

  it('an empty list leads to inspecting; an error retries', async () => {
    loggedIn()
    let fail = true
    fakeApi({ '/v1/inspect/list': () => fail ? { status: 5000, message: '服务繁忙' } : ok({ list: [], total: 0, page: 1, page_size: 20, has_more: false }) })
    const utils = await mount(env.root, VerifyList)
    await text(utils, '服务繁忙')
    fail = false
    await tap(utils, '重试')
    await text(utils, '还没有检视记录')
    await tap(utils, '去检视饰品', '.submit-button')
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/verfiy/index' })
  })

  it('shows loading first and asks a visitor to log in', async () => {
    loggedIn()
    jest.spyOn(Taro, 'request').mockImplementation((() => new Promise(() => undefined)) as never)
    const utils = await mount(env.root, VerifyList)
    await text(utils, '加载中…')
    localStorage.clear()
    document.body.innerHTML = ''
    const visitor = await mount(env.root, VerifyList)
    await text(visitor, '登录后查看检视记录')
  })
})

describe('verify parameters', () => {
  it('explains every field in plain words, with the five wear bands', async () => {
    fakeApi({})
    const utils = await mount(env.root, VerifyParameter)
    await text(utils, '图案模板（Paint Seed）')
    for (const field of ['磨损值（Float）', '磨损范围', '涂装编号（Paint Index）', '渐变比例（Fade %）', '多普勒相位', '印花 / 贴纸', '低磨损排名']) expect(shown()).toContain(field)
    expect(shown()).toContain('崭新出厂 0.00–0.07')
    expect(shown()).toContain('战痕累累 0.45–1.00')
    // plain words: no library or package names (lowercase words joined by hyphens)
    expect(shown()).not.toMatch(/[a-z]+(-[a-z]+){2,}/)
  })
})
