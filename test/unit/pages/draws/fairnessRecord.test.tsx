import TestUtils from '@tarojs/test-utils-react'
import FairnessRecord from '@/components/FairnessRecord'
import { drawTicket, pickByOdds, seedHash } from '@/lib/fairness'
import type { FairRecord } from '../../../../types/api'
import { eventually, pageText } from '../trade/helpers'

/** The shared proof card: recomputes on the device and says 已验证 / 验证失败 / 待公开种子. */
async function render (record: FairRecord, labels?: string[]) {
  const utils = new TestUtils()
  await utils.mount(() => <FairnessRecord record={record} labels={labels} />, { props: {} })
  await eventually(() => expect(pageText()).toContain('HMAC-SHA256'))
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

it('shows the seeds, nonce, hmac and 已验证 for an honest record, naming what the ticket lands on', async () => {
  const html = (await render(honest, labels)).html()
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
