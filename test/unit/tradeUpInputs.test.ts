/** The trade-up screen's rules: inputs counted by kind, the kind shown first, the loss verdict and the shop link it opens. */
import { closestKind, inputCounts, lossText } from '@/lib/tradeUp'
import { linkedFilter, shopLink } from '@/components/MarketFilter'
import { asset } from './pages/tradeUp/fixtures'

describe('inputCounts', () => {
  // the kinds of the sample formulas, best return first
  const offered = ['工业级', 'StatTrak™ 军规级', '受限']
  it('lists the kinds the shop offers even for an empty inventory, each 0 of 10, the best sample first', () => {
    const empty = inputCounts([], offered)
    expect(empty).toEqual(['工业级', '受限', 'StatTrak™ 军规级'].map((kind) => ({ kind, count: 0, missing: 10 })))
    expect(closestKind(empty, offered)).toBe('工业级')
    expect(closestKind(empty, ['受限', '工业级'])).toBe('受限')
  })
  it('counts tradable weapon skins by kind, StatTrak™ apart, and leaves out what cannot go into a contract', () => {
    const held = [
      ...Array.from({ length: 3 }, (_, n) => asset(n, '受限')),
      ...Array.from({ length: 11 }, (_, n) => asset(10 + n, '军规级')),
      asset(30, '受限', 'StatTrak™'),
      asset(31, '隐秘'),
      { ...asset(32, '受限'), state: 'listed' as const },
      { ...asset(33, '受限'), wear: null }
    ]
    const counts = inputCounts(held, offered)
    expect(counts.map((entry) => entry.kind)).toEqual(['工业级', '军规级', '受限', 'StatTrak™ 军规级', 'StatTrak™ 受限'])
    expect(counts.find((entry) => entry.kind === '受限')).toEqual({ kind: '受限', count: 3, missing: 7 })
    expect(counts.find((entry) => entry.kind === '军规级')).toEqual({ kind: '军规级', count: 11, missing: 0 })
    expect(counts.find((entry) => entry.kind === 'StatTrak™ 受限')).toEqual({ kind: 'StatTrak™ 受限', count: 1, missing: 9 })
    expect(closestKind(counts, offered)).toBe('军规级')
  })
})

describe('lossText', () => {
  it('names the expected loss when the output is worth less than the inputs, nothing otherwise', () => {
    expect(lossText({ cost: '22.80', expected: '9.88' })).toBe('期望亏损 ¥12.92')
    expect(lossText({ cost: '17.60', expected: '48.84' })).toBe('')
    expect(lossText({ cost: '10.00', expected: '10.00' })).toBe('')
  })
})

describe('shop links', () => {
  it('carries a game and one of its rarities, and refuses a rarity that game does not have', () => {
    expect(shopLink(730, '受限')).toBe(`/pages/market/home/index?appid=730&rarity=${encodeURIComponent('受限')}`)
    expect(linkedFilter({ appid: '730', rarity: encodeURIComponent('受限') })).toEqual({ appid: 730, rarity: '受限' })
    expect(linkedFilter({ appid: '730', rarity: '受限' })).toEqual({ appid: 730, rarity: '受限' })
    expect(linkedFilter({ appid: '730', rarity: '至宝' })).toBeNull()
    expect(linkedFilter({ appid: '730' })).toBeNull()
    expect(linkedFilter({ rarity: '受限' })).toBeNull()
    expect(linkedFilter({ appid: '730', rarity: '%E0' })).toBeNull()
  })
})
