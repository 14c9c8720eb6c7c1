import { createHash, createHmac } from 'node:crypto'
import { checkOdds, drawRollWinners, drawTicket, pickByOdds, rollClientSeed, seedHash, uniformIndex, verifyDraw, verifyRoll } from '@/lib/fairness'

/** The documented rule, computed independently with node:crypto and BigInt. */
function reference (serverSeed: string, clientSeed: string, nonce: number) {
  const hmac = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest('hex')
  const n = BigInt('0x' + hmac.slice(0, 13))
  return { hmac, ticket: Number((n * BigInt(1_000_000)) >> BigInt(52)) }
}

describe('fairness: the draw rule', () => {
  it('matches node:crypto HMAC-SHA256 and the exact 52-bit mapping on 500 draws', () => {
    for (let nonce = 0; nonce < 500; nonce++) {
      expect(drawTicket('server-seed-ab12', `client-${nonce % 7}`, nonce)).toEqual(reference('server-seed-ab12', `client-${nonce % 7}`, nonce))
    }
  })

  it('hashes the server seed with sha256', () => {
    expect(seedHash('abc')).toBe(createHash('sha256').update('abc').digest('hex'))
  })

  it('maps the extreme 52-bit values to the first and last tickets exactly', () => {
    expect(uniformIndex('0000000000000' + 'f'.repeat(51), 1_000_000)).toBe(0)
    expect(uniformIndex('fffffffffffff' + '0'.repeat(51), 1_000_000)).toBe(999_999)
    // n = 2^52 / 1e6 rounded up is the first value that reaches ticket 1
    const first1 = (BigInt(2) ** BigInt(52) + BigInt(999_999)) / BigInt(1_000_000)
    expect(uniformIndex(first1.toString(16).padStart(13, '0'), 1_000_000)).toBe(1)
    expect(uniformIndex((first1 - BigInt(1)).toString(16).padStart(13, '0'), 1_000_000)).toBe(0)
    expect(uniformIndex('8000000000000', 3)).toBe(1)
  })

  it('picks the first entry whose cumulative ppm exceeds the ticket (boundaries)', () => {
    const odds = [100_000, 0, 400_000, 500_000]
    expect(pickByOdds(0, odds)).toBe(0)
    expect(pickByOdds(99_999, odds)).toBe(0)
    expect(pickByOdds(100_000, odds)).toBe(2)
    expect(pickByOdds(499_999, odds)).toBe(2)
    expect(pickByOdds(500_000, odds)).toBe(3)
    expect(pickByOdds(999_999, odds)).toBe(3)
    expect(() => pickByOdds(1_000_000, odds)).toThrow('ticket')
  })

  it('refuses odds that do not sum to 1 000 000 ppm, negative or fractional weights', () => {
    expect(() => checkOdds([500_000, 499_999])).toThrow('999999')
    expect(() => checkOdds([500_000, 500_001])).toThrow('1000001')
    expect(() => checkOdds([1_000_001, -1])).toThrow('non-negative')
    expect(() => checkOdds([999_999.5, 0.5])).toThrow('integers')
    expect(() => checkOdds([])).toThrow('empty')
    expect(() => pickByOdds(0, [1])).toThrow()
  })
})

describe('fairness: verification', () => {
  const serverSeed = 'a1b2c3d4e5f6'
  const odds = [10_000, 90_000, 900_000]
  const { hmac, ticket } = drawTicket(serverSeed, 'my-seed', 3)
  const honest = { serverSeed, serverSeedHash: seedHash(serverSeed), clientSeed: 'my-seed', nonce: 3, hmac, ticket, weightsPpm: odds,
    resultIndex: pickByOdds(ticket, odds) }

  it('accepts an honest record', () => {
    expect(verifyDraw(honest)).toBe(true)
  })

  it('rejects a changed result, seed, nonce, ticket or odds', () => {
    expect(verifyDraw({ ...honest, resultIndex: (honest.resultIndex + 1) % 3 })).toBe(false)
    expect(verifyDraw({ ...honest, serverSeed: 'another' })).toBe(false)
    expect(verifyDraw({ ...honest, serverSeed: 'another', serverSeedHash: seedHash('another') })).toBe(false)
    expect(verifyDraw({ ...honest, nonce: 4 })).toBe(false)
    expect(verifyDraw({ ...honest, ticket: honest.ticket + 1 })).toBe(false)
    expect(verifyDraw({ ...honest, weightsPpm: [1, 2, 3] })).toBe(false)
  })
})

describe('fairness: roll rooms', () => {
  const entrants = [42, 7, 19, 3, 88]

  it('derives the client seed from the sorted entrant ids', () => {
    expect(rollClientSeed(entrants)).toBe(createHash('sha256').update('3,7,19,42,88').digest('hex'))
  })

  it('awards each prize to a different entrant, by the documented remaining-list rule', () => {
    const seed = 'room-seed'
    const client = rollClientSeed(entrants)
    const picks = drawRollWinners(seed, client, entrants, 3)
    const remaining = [3, 7, 19, 42, 88]
    picks.forEach((pick, k) => {
      const h = createHmac('sha256', seed).update(`${client}:${k}`).digest('hex')
      const index = Number((BigInt('0x' + h.slice(0, 13)) * BigInt(remaining.length)) >> BigInt(52))
      expect(pick).toEqual({ prize: k, hmac: h, userId: remaining.splice(index, 1)[0] })
    })
    expect(new Set(picks.map((pick) => pick.userId)).size).toBe(3)
    expect(drawRollWinners(seed, client, [5], 3)).toHaveLength(1)
  })

  it('verifies an honest roll and rejects a swapped winner or seed', () => {
    const seed = 'room-seed-2'
    const client = rollClientSeed(entrants)
    const winners = drawRollWinners(seed, client, entrants, 2)
    const proof = { serverSeed: seed, serverSeedHash: seedHash(seed), clientSeed: client, entrantIds: entrants, winners, prizeCount: 2 }
    expect(verifyRoll(proof)).toBe(true)
    const other = entrants.find((id) => !winners.some((w) => w.userId === id))!
    expect(verifyRoll({ ...proof, winners: [{ prize: 0, userId: other }, winners[1]] })).toBe(false)
    expect(verifyRoll({ ...proof, serverSeed: 'x' })).toBe(false)
    expect(verifyRoll({ ...proof, entrantIds: [...entrants, 99] })).toBe(false)
  })
})
