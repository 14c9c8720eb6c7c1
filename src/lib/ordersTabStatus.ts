import type { OrderStatus } from '../../types/api'

// a tab page takes no query (switchTab), so the status a link asks for waits here until the orders tab shows
let asked: OrderStatus | null = null

/** Asks the orders tab to open on one status the next time it shows. */
export function askOrdersStatus (status: OrderStatus): void {
  asked = status
}

/** The status asked for since the orders tab last showed, once (null when none). */
export function takeOrdersStatus (): OrderStatus | null {
  const status = asked
  asked = null
  return status
}
