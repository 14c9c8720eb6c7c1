import TestUtils from '@tarojs/test-utils-react'
import Taro from '@tarojs/taro'
import FairnessRecord from '@/components/FairnessRecord'
import { drawTicket, pickByOdds, seedHash } from '@/lib/fairness'
import type { FairRecord } from '../../../../types/api'
import { byText, click, eventually, pageText } from '../trade/helpers'

/** The shared proof card: recomputes on the device and says 已验证 / 验证失败 / 待公开种子. */
async function render (record: FairRecord, labels?: string[]) {
  const utils = new TestUtils()
  await utils.mount(() => <FairnessRecord record={record} labels={labels} />, { props: {} })
  await eventually(() => expect(pageText()).toContain('如何验证'))
  return { html: pageText }
}

const serverSeed = 'f0e1d2c3b4a5968778695a4b3c2d1e0f'
const odds = [20_000, 180_000, 800_000]
const { hmac, ticket } = drawTicket(serverSeed, 'lucky', 5)
const honest: FairRecord = {
  id: 9, scope: 'box', subject: 'box:1', server_seed_hash: seedHash(serverSeed), server_seed: serverSeed, client_seed: 'lucky', nonce: 5,
  hmac, ticket, odds_ppm: odds, result_index: pickByOdds(ticket, odds), created_at: 1_790_000_000
}
const labels = ['AK-47 | 火神', 'M4A1 | 伊卡洛斯', 'P250 | 沙丘']

afterEach(() => jest.restoreAllMocks())

it('shows the seeds, nonce, hmac and 已验证 for an honest record, naming what the ticket lands on', async () => {
  const { html: read } = await render(honest, labels)
  await click(byText('高级（原始数据）▼'))
  await eventually(() => expect(pageText()).toContain('HMAC-SHA256'))
  const html = read()
  expect(html).toContain('已验证')
  expect(html).not.toContain('验证失败')
  expect(html).toContain(honest.hmac)
  expect(html).toContain(honest.server_seed_hash)
  expect(html).toContain(`${ticket} / 1000000`)
  expect(html).toContain(labels[honest.result_index])
})

it('shows 验证失败 for a changed result', async () => {
  const html = (await render({ ...honest, result_index: (honest.result_index + 1) % 3 }, labels)).html()
  expect(html).toContain('验证失败')
  expect(html).not.toContain('已验证')
})

it('shows 验证失败 for a changed server seed', async () => {
  expect((await render({ ...honest, server_seed: 'another-seed' })).html()).toContain('验证失败')
})

it('waits for the seed before verifying', async () => {
  const html = (await render({ ...honest, server_seed: null })).html()
  expect(html).toContain('待公开种子')
  expect(html).toContain('更换种子后公开')
})

it('puts the plain words first, numbers draws from 1 and folds the raw values under 高级', async () => {
  const html = (await render(honest, labels)).html()
  expect(html).toContain('第 6 次抽取')
  expect(html).not.toContain('第 5 次抽取')
  const plain = ['开出结果', '抽取前公布的哈希', '公开的服务端种子', '如何验证'].map((text) => html.indexOf(text))
  expect(plain.every((at) => at >= 0)).toBe(true)
  expect(plain).toEqual([...plain].sort((a, b) => a - b))
  expect(html).toContain('1. ')
  expect(html).toContain('3. ')
  for (const jargon of ['Nonce', 'HMAC', honest.hmac]) expect(html).not.toContain(jargon)
  await click(byText('高级（原始数据）▼'))
  await eventually(() => expect(pageText()).toContain('HMAC-SHA256'))
  expect(pageText()).toContain('Nonce5')
  expect(pageText()).toContain('公式')
  await click(byText('收起高级 ▲'))
  await eventually(() => expect(pageText()).not.toContain('HMAC-SHA256'))
})

it('copies the hash, the seed and the result with a toast', async () => {
  const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
  const toast = jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
  await render(honest, labels)
  const buttons = Array.from(document.querySelectorAll('[aria-label^="复制"]'))
  expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['复制开出结果', '复制抽取前公布的哈希', '复制公开的服务端种子'])
  for (const button of buttons) await click(button)
  await eventually(() => expect(toast).toHaveBeenCalledTimes(3))
  expect(copy.mock.calls.map(([options]) => options.data)).toEqual([labels[honest.result_index], honest.server_seed_hash, serverSeed])
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: '抽取前公布的哈希已复制' }))
})
