import { sha256 } from 'js-sha256'

/**
 * Provably fair draws (SPEC 7), shared by the local API (which draws) and the app (which recomputes).
 * Pure JS (js-sha256): no WebCrypto, no node:crypto, so it runs in the mini-program too.
 *
 * The rule, published on every draw page:
 *   hmac   = HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`), lowercase hex
 *   n      = the first 13 hex digits of hmac read as an integer (52 bits, 0 ≤ n < 2^52)
 *   ticket = floor(n × 1 000 000 / 2^52)             an integer in [0, 1 000 000)
 *   result = the first odds entry whose cumulative weight (ppm) exceeds the ticket
 * The server publishes sha256(serverSeed) before any draw and reveals serverSeed when the pair is rotated,
 * so nobody (the server included) can pick a result after seeing the client seed.
 *
 * Roll rooms (one shared draw, several prizes) use the same HMAC with message `${clientSeed}:${k}` for prize k,
 * where clientSeed = sha256 of the entrant ids sorted ascending and joined by ",". Prize k goes to
 * remaining[floor(n × remaining.length / 2^52)], where remaining is the sorted entrant list with the winners of
 * prizes 0..k-1 removed, so nobody wins twice and no retry is needed; prizes beyond the entrant count stay unawarded.
 */

export const TICKET_RANGE = 1_000_000
const TWO_26 = 2 ** 26

export function seedHash (serverSeed: string): string {
  return sha256(serverSeed)
}

export function hmacHex (serverSeed: string, message: string): string {
  return sha256.hmac(serverSeed, message)
}

/**
 * floor(n × count / 2^52) for n = the first 13 hex digits of hmac, computed exactly in doubles
 * (n × count would pass 2^53, so n is split into two 26-bit halves).
 */
export function uniformIndex (hmac: string, count: number): number {
  if (!/^[0-9a-f]{13}/.test(hmac)) throw new Error('hmac must start with 13 lowercase hex digits')
  if (!Number.isInteger(count) || count < 1 || count > TWO_26) throw new Error('count must be an integer in [1, 2^26]')
  const high = parseInt(hmac.slice(0, 7), 16) >>> 2 // top 26 bits
  const low = parseInt(hmac.slice(6, 13), 16) & (TWO_26 - 1) // bottom 26 bits
  const highScaled = high * count // < 2^52, exact
  const whole = Math.floor(highScaled / TWO_26)
  const rest = (highScaled % TWO_26) * TWO_26 + low * count // < 2^53, exact
  return whole + Math.floor(rest / 2 ** 52)
}

export function drawTicket (serverSeed: string, clientSeed: string, nonce: number): { hmac: string, ticket: number } {
  const hmac = hmacHex(serverSeed, `${clientSeed}:${nonce}`)
  return { hmac, ticket: uniformIndex(hmac, TICKET_RANGE) }
}

/** Refuses odds that are not non-negative integers summing to exactly 1 000 000 ppm. */
export function checkOdds (weightsPpm: readonly number[]): void {
  if (weightsPpm.length === 0) throw new Error('odds table is empty')
  let total = 0
  for (const weight of weightsPpm) {
    if (!Number.isInteger(weight) || weight < 0) throw new Error('odds must be non-negative integers (ppm)')
    total += weight
  }
  if (total !== TICKET_RANGE) throw new Error(`odds sum to ${total} ppm, not ${TICKET_RANGE}`)
}

export function pickByOdds (ticket: number, weightsPpm: readonly number[]): number {
  checkOdds(weightsPpm)
  if (!Number.isInteger(ticket) || ticket < 0 || ticket >= TICKET_RANGE) throw new Error('ticket out of range')
  let cumulative = 0
  for (let index = 0; index < weightsPpm.length; index++) {
    cumulative += weightsPpm[index]
    if (cumulative > ticket) return index
  }
  throw new Error('unreachable: odds sum to the range')
}

/** A stored draw with its server seed revealed: everything needed to recompute it. */
export interface DrawProof {
  serverSeed: string
  serverSeedHash: string
  clientSeed: string
  nonce: number
  hmac: string
  ticket: number
  weightsPpm: readonly number[]
  resultIndex: number
}

export function verifyDraw (record: DrawProof): boolean {
  try {
    if (seedHash(record.serverSeed) !== record.serverSeedHash) return false
    const { hmac, ticket } = drawTicket(record.serverSeed, record.clientSeed, record.nonce)
    return hmac === record.hmac && ticket === record.ticket && pickByOdds(ticket, record.weightsPpm) === record.resultIndex
  } catch {
    return false
  }
}

/** The published client seed of a roll room: sha256 of its entrant ids, sorted ascending, joined by ",". */
export function rollClientSeed (entrantIds: readonly number[]): string {
  return sha256([...entrantIds].sort((a, b) => a - b).join(','))
}

export interface RollPick { prize: number, hmac: string, userId: number }

/** Winners of prizes 0..prizeCount-1 by the rule above (no repeats; extra prizes unawarded). */
export function drawRollWinners (serverSeed: string, clientSeed: string, entrantIds: readonly number[], prizeCount: number): RollPick[] {
  const remaining = [...entrantIds].sort((a, b) => a - b)
  const picks: RollPick[] = []
  for (let prize = 0; prize < prizeCount && remaining.length > 0; prize++) {
    const hmac = hmacHex(serverSeed, `${clientSeed}:${prize}`)
    const [userId] = remaining.splice(uniformIndex(hmac, remaining.length), 1)
    picks.push({ prize, hmac, userId })
  }
  return picks
}

/** A roll room's result recomputed from its revealed seed: true when the hash, client seed and every winner match. */
export function verifyRoll (proof: {
  serverSeed: string,
  serverSeedHash: string,
  clientSeed: string,
  entrantIds: readonly number[],
  winners: readonly { prize: number, userId: number }[],
  prizeCount: number
}): boolean {
  try {
    if (seedHash(proof.serverSeed) !== proof.serverSeedHash) return false
    if (rollClientSeed(proof.entrantIds) !== proof.clientSeed) return false
    const expected = drawRollWinners(proof.serverSeed, proof.clientSeed, proof.entrantIds, proof.prizeCount)
    if (expected.length !== proof.winners.length) return false
    return expected.every((pick) => proof.winners.some((winner) => winner.prize === pick.prize && winner.userId === pick.userId))
  } catch {
    return false
  }
}

/** Odds in ppm as a percent text, exact (2000 → "0.2%", 100 → "0.01%", 1 → "0.0001%"). */
export function ppmPercent (ppm: number): string {
  const whole = Math.floor(ppm / 10_000)
  const fraction = String(ppm % 10_000).padStart(4, '0').replace(/0+$/, '')
  return `${whole}${fraction ? '.' + fraction : ''}%`
}
