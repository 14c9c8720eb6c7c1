/** Shop tab states with the real stores and services; the network is faked at Taro.request only. */
import ShopTab from '@/pages/market/home/index'
import { mountPage, type ApiRoutes } from '../../support/mountPage'
import { game, item, page } from '../../support/fixtures'

const MENU = '/api/v1/open/v4/sys/menu/game-menu-multi'
const LIST = '/api/v1/open/v3/store/item/list'
const menu = { data: { main_game: game(570, 'DOTA2'), games: [game(570, 'DOTA2'), game(730, 'CS2')] } }

import { byText, click, eventually, pageText, queryOf as query, stubIntersectionObserver, typeInto } from './helpers'

beforeAll(stubIntersectionObserver)
afterEach(() => jest.restoreAllMocks())
jest.setTimeout(15000)

it('lists items with price, wear and on-sale count, then says when the list ends', async () => {
  const routes: ApiRoutes = {
    [MENU]: menu,
    [LIST]: { data: page([{ ...item(1), name: '龙爪钩', min_price: '12000.5', on_sale_count: 3, exterior: '崭新出厂' }], 1, false) }
  }
  const { testUtils } = await mountPage(ShopTab, routes)
  await testUtils.queries.waitForQueryByText('龙爪钩', '*', { timeout: 5000 })
  const text = pageText()
  expect(text).toContain('12000.50') // through the money module
  expect(text).toContain('崭新') // the wear name shortened
  expect(text).not.toContain('崭新出厂')
  expect(text).toContain('在售 3')
  await testUtils.queries.waitForQueryByText('没有更多了', '*', { timeout: 5000 })
})

it('shows the empty state when nothing matches', async () => {
  const { testUtils } = await mountPage(ShopTab, { [MENU]: menu, [LIST]: { data: page([], 1, false) } })
  await testUtils.queries.waitForQueryByText('没有符合条件的饰品', '*', { timeout: 5000 })
})

it('shows the error with a retry that loads again', async () => {
  let calls = 0
  const { testUtils } = await mountPage(ShopTab, {
    [MENU]: menu,
    [LIST]: () => (++calls === 1 ? { status: 5000, message: '服务繁忙', data: null } : { data: page([{ ...item(2), name: '金色小罗' }], 1, false) })
  })
  await testUtils.queries.waitForQueryByText('服务繁忙', '*', { timeout: 5000 })
  await click(byText('重试'))
  await testUtils.queries.waitForQueryByText('金色小罗', '*', { timeout: 5000 })
})

it('sorts and filters through the query, and refuses a price range with min > max without losing it', async () => {
  const { testUtils, sent } = await mountPage(ShopTab, { [MENU]: menu, [LIST]: { data: page([{ ...item(3), name: '信使' }], 1, false) } })
  await testUtils.queries.waitForQueryByText('信使', '*', { timeout: 5000 })
  await click(byText('热门'))
  await click(byText('价格从低到高'))
  await eventually(() => expect(query(sent.filter((r) => r.url.includes('/item/list')).pop()!.url).sort).toBe('price_asc'))

  await click(byText('稀有度'))
  await click(byText('至宝'))
  await eventually(() => expect(query(sent.filter((r) => r.url.includes('/item/list')).pop()!.url).rarity).toBe('至宝'))

  await click(byText('价格区间'))
  const inputs = document.querySelectorAll('.market-filter__input')
  const fill = typeInto
  const before = sent.length
  await fill(inputs[0], '100')
  await fill(inputs[1], '20')
  await click(byText('确定'))
  await testUtils.queries.waitForQueryByText('最低价不能高于最高价', '*', { timeout: 5000 })
  expect(sent.length).toBe(before) // no request with a bad range
  expect(pageText()).toContain('最低价不能高于最高价')
})
