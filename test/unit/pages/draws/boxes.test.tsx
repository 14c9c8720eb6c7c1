/** Gift box and koi screens in every state (issue 13): network faked at Taro.request, the device-side verification real. */
import Taro from '@tarojs/taro'
import GiftBoxPage from '@/pages/active/giftbox/index'
import KoiPage from '@/pages/koi/index'
import { mountPage } from '../../support/mountPage'
import { byText, click, eventually, pageText, queryOf } from '../trade/helpers'
import { box, opening, record } from './fixtures'

const P = (path: string) => `/api/v1/open${path}`
/** A POST's form body as an object. */
const form = (data: unknown): Record<string, string> => Object.fromEntries(new URLSearchParams(String(data)))
jest.setTimeout(20000)
/** Taps a paid opening and confirms the amount in the sheet. */
const openPaid = async (label: string): Promise<void> => {
  await click(byText(label))
  await eventually(() => expect(byText('确认支付')).toBeTruthy())
  await click(byText('确认支付'))
}
afterEach(() => { jest.restoreAllMocks(); Taro.removeStorageSync('token') })

const base = (detail = box()) => ({
  [P('/v1/box/list')]: { data: [detail] },
  [P('/v1/box/detail')]: { data: detail },
  [P('/v1/box/recent')]: { data: [{ id: 1, nickname: '玩***家', item: detail.entries[2].item, created_at: 1 }] }
})

it('shows a visitor the odds as percentages and a login call to action', async () => {
  const { sent } = await mountPage(GiftBoxPage, base())
  await eventually(() => expect(pageText()).toContain('登录后开启'))
  expect(pageText()).toContain('1%')
  expect(pageText()).toContain('9%')
  expect(pageText()).toContain('90%')
  expect(pageText()).toContain('玩***家')
  expect(queryOf(sent.find((r) => r.url.includes('/box/list'))!.url)).toMatchObject({ kind: 'box', appid: '730' })
})

it('opens ×5 with one idempotency key per attempt, then reveals the seed and shows 已验证', async () => {
  Taro.setStorageSync('token', 'tok')
  let opens = 0
  const { sent } = await mountPage(GiftBoxPage, {
    ...base(),
    [P('/v1/box/open')]: () => (++opens === 1 ? { data: undefined } : { data: opening(5) }), // the first answer arrives unreadable
    [P('/v1/fair/seed/rotate')]: { data: { revealed: { server_seed: 'box-seed', server_seed_hash: 'x', client_seed: 'client', draws: 5 },
      pair: { server_seed_hash: 'y', client_seed: 'client', nonce: 0 } } },
    [P('/v1/fair/records')]: { data: { list: [0, 1, 2, 3, 4].map((n) => record(n, 'box-seed')), total: 5, page: 1, page_size: 20, has_more: false } }
  })
  await eventually(() => expect(byText('开 ×5  ¥149.50')).toBeTruthy())
  await openPaid('开 ×5  ¥149.50')
  await eventually(() => expect(byText('开 ×5  ¥149.50')).toBeTruthy())
  expect(opens).toBe(1)
  await openPaid('开 ×5  ¥149.50')
  await eventually(() => expect(pageText()).toContain('开出 5 件'))
  const keys = sent.filter((r) => r.url.includes('/box/open')).map((r) => form(r.data).idempotency_key)
  expect(keys).toHaveLength(2)
  expect(keys[0]).toMatch(/^[a-z0-9]+-[a-z0-9]+$/)
  expect(keys[0]).toBe(keys[1]) // the retry after a lost answer reuses the key
  expect(pageText()).toContain('待公开种子')
  await click(byText('公开服务端种子并验证'))
  await eventually(() => expect(document.querySelectorAll('.box-draw__result .fair-record__verdict--verified')).toHaveLength(5))
  expect(pageText()).toContain('我的种子与记录')
  expect(pageText()).not.toContain('验证失败')
})

it('asks before a paid opening, with the amount; 再想想 spends nothing', async () => {
  Taro.setStorageSync('token', 'tok')
  let opens = 0
  await mountPage(GiftBoxPage, { ...base(), [P('/v1/box/open')]: () => { opens++; return { data: opening(1) } } })
  await eventually(() => expect(byText('开 ×1  ¥29.90')).toBeTruthy())
  await click(byText('开 ×1  ¥29.90'))
  await eventually(() => expect(document.querySelector('.confirm-sheet__text')?.textContent).toBe('支付 ¥29.90 开启 1 次'))
  await click(byText('再想想'))
  await eventually(() => expect(document.querySelector('.confirm-sheet')).toBeNull())
  expect(opens).toBe(0)
  await openPaid('开 ×1  ¥29.90')
  await eventually(() => expect(pageText()).toContain('开出 1 件'))
  expect(opens).toBe(1)
})

it('says 余额不足 with a way to recharge, and 去绑定 without a Steam account', async () => {
  Taro.setStorageSync('token', 'tok')
  let opens = 0
  await mountPage(GiftBoxPage, { ...base(),
    [P('/v1/box/open')]: () => (++opens === 1 ? { status: 4201, message: '余额不足', data: null } : { status: 4000, message: '请先绑定 Steam 账号', data: null }) })
  await eventually(() => expect(byText('开 ×1  ¥29.90')).toBeTruthy())
  await openPaid('开 ×1  ¥29.90')
  await eventually(() => expect(byText('去充值')).toBeTruthy())
  await openPaid('开 ×1  ¥29.90')
  await eventually(() => expect(byText('去绑定')).toBeTruthy())
})

it('shows the empty and error states', async () => {
  await mountPage(GiftBoxPage, { [P('/v1/box/list')]: { data: [] } })
  await eventually(() => expect(pageText()).toContain('暂无可开启的礼盒'))
  jest.restoreAllMocks()
  await mountPage(GiftBoxPage, { [P('/v1/box/list')]: { status: 5000, message: '服务繁忙', data: null } })
  await eventually(() => expect(byText('重试')).toBeTruthy())
  expect(pageText()).toContain('服务繁忙')
})

it('koi: the free chance, then none left today', async () => {
  Taro.setStorageSync('token', 'tok')
  const koi = box({ kind: 'koi', name: '锦鲤抽奖', price: '9.90', free_per_day: 1, free_left: 1 })
  let detailCalls = 0
  const { sent } = await mountPage(KoiPage, {
    ...base(koi),
    [P('/v1/box/detail')]: () => ({ data: ++detailCalls === 1 ? koi : { ...koi, free_left: 0 } }),
    [P('/v1/box/open')]: { data: { ...opening(1), free: true, paid: '0.00' } }
  })
  await eventually(() => expect(byText('免费抽 1 次（今日剩 1 次）')).toBeTruthy())
  await click(byText('免费抽 1 次（今日剩 1 次）'))
  await eventually(() => expect(pageText()).toContain('今日免费次数已用完'))
  expect(pageText()).toContain('开出 1 件 · 免费')
  expect(form(sent.find((r) => r.url.includes('/box/open'))!.data)).toMatchObject({ free: '1', count: '1' })
})

const RTP = { cost: '29.90', expected_return: '26.31', rtp_bp: 8800, cap_bp: 9200, paused: false, reason: '' }
it('shows a box\'s expected return against its price (issue 25)', async () => {
  Taro.setStorageSync('token', 'tok')
  await mountPage(GiftBoxPage, base(box({ return_to_player: RTP })))
  await eventually(() => expect(pageText()).toContain('期望返还 ¥26.31（88%）· 上限 92%'))
})

it('a box over the cap shows 暂停 with the reason and offers no opening (issue 25)', async () => {
  Taro.setStorageSync('token', 'tok')
  const reason = '礼盒暂停：期望返还 ¥31.00（103.68%）超过上限 92%'
  await mountPage(GiftBoxPage, base(box({ return_to_player: { ...RTP, expected_return: '31.00', rtp_bp: 10368, paused: true, reason } })))
  await eventually(() => expect(pageText()).toContain(reason))
  expect(pageText()).toContain('暂停开启')
  expect(pageText()).not.toContain('开 ×1')
})
