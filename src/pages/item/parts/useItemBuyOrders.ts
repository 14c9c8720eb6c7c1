import { useEffect, useState } from 'react'
import type { InventoryAsset, ItemBuyOrders, PublicBuyOrder } from '../../../../types/api'
import { inventory, itemBuyOrders } from '@/services/selling'
import { errorText } from '@/lib/errorText'
import { hasToken } from '@/lib/session'
import { compareWire } from '@/lib/moneyText'

/** Does an item's wear fit a buy order's range (both ends included; no range takes any wear)? */
export function fitsWear (order: PublicBuyOrder, wear: string | null): boolean {
  if (!order.min_wear && !order.max_wear) return true
  if (!wear) return false
  if (order.min_wear && compareWire(wear, order.min_wear) < 0) return false
  if (order.max_wear && compareWire(wear, order.max_wear) > 0) return false
  return true
}

/** An item's public buy orders, and (logged in) the user's tradable copies of the item that could be sold into them. */
export function useItemBuyOrders (itemId: number, appid: number, name: string) {
  const [orders, setOrders] = useState<ItemBuyOrders | null>(null)
  const [error, setError] = useState('')
  const [mine, setMine] = useState<InventoryAsset[]>([])
  const load = () => {
    setError('')
    itemBuyOrders(itemId).then(setOrders).catch((failure: unknown) => setError(errorText(failure)))
    // only a logged-in seller has an inventory; a failure here just hides 出售给求购
    if (hasToken()) {
      inventory({ appid, keyword: name, state: 'tradable' })
        .then((page) => setMine(page.state === 'ok' ? page.list.filter((asset) => asset.item.item_id === itemId) : []))
        .catch(() => setMine([]))
    }
  }
  useEffect(load, [itemId, appid, name])
  return { orders, error, mine, reload: load }
}
