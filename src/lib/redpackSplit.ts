import { hmacHex, seedHash, uniformIndex } from './fairness'

/**
 * How a red packet's total is split among its openers (server/README.md "Red packets"), decided once at creation so
 * every opener's share is fixed before anyone opens and can be checked afterwards. WeChat's "double mean" rule:
 *   for share i = 0 … count−2, with R cents left for k = count − i shares:
 *     cap    = min(floor(2R / k), R − (k − 1))          (every later share keeps at least 0.01)
 *     amount = 1 + floor(n × cap / 2^52), n = the first 13 hex digits of HMAC-SHA256(serverSeed, `${code}:${i}`)
 *              (lib/fairness uniformIndex: an amount in [0.01, cap])
 *   the last share is what is left. Shares are handed out in order (the i-th opener gets share i).
 * The packet publishes sha256(serverSeed) at creation and reveals serverSeed once it is empty or expired.
 */
export function splitPacket (serverSeed: string, code: string, totalCents: number, count: number): number[] {
  if (!Number.isInteger(totalCents) || !Number.isInteger(count) || count < 1 || totalCents < count) throw new Error('a packet needs at least 0.01 per share')
  const shares: number[] = []
  let left = totalCents
  for (let i = 0; i < count - 1; i++) {
    const k = count - i
    const cap = Math.min(Math.floor((2 * left) / k), left - (k - 1))
    const amount = 1 + uniformIndex(hmacHex(serverSeed, `${code}:${i}`), cap)
    shares.push(amount)
    left -= amount
  }
  shares.push(left)
  return shares
}

const WIRE_CENTS = /^(\d+)\.(\d{2})$/
const centsOf = (text: string): number | null => {
  const match = WIRE_CENTS.exec(text)
  return match ? Number(match[1]) * 100 + Number(match[2]) : null
}
const wireOf = (cents: number): string => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

/** A finished packet as the API shows it: true when its revealed seed hashes to the published hash and recomputes every share. */
export function verifyPacketSplit (packet: {
  code: string,
  total: string,
  count: number,
  seed_hash: string,
  server_seed: string | null,
  shares: readonly string[] | null
}): boolean {
  const total = centsOf(packet.total)
  if (packet.server_seed === null || packet.shares === null || total === null) return false
  try {
    if (seedHash(packet.server_seed) !== packet.seed_hash) return false
    const shares = splitPacket(packet.server_seed, packet.code, total, packet.count).map(wireOf)
    return shares.length === packet.shares.length && shares.every((share, index) => share === packet.shares![index])
  } catch {
    return false
  }
}
