import { useCallback, useEffect, useState } from 'react'
import type { ItemDetail, ListingSort } from '../../../../types/api'
import { useStores } from '@/stores/context'
import { errorText } from '@/lib/errorText'

export interface ItemDetailState { item: ItemDetail | null, loading: boolean, error: string, reload: () => void }

/**
 * One item's detail for the item pages (the root store's services, so tests can hand in fakes). A new listing order
 * reads it again on the server and keeps the page on screen meanwhile (only the first read shows 加载中).
 */
export function useItemDetail (rawId: string | undefined, listingSort: ListingSort = 'price_asc'): ItemDetailState {
  const { services } = useStores()
  const id = Number(rawId)
  const valid = Number.isSafeInteger(id) && id > 0
  const [state, setState] = useState<{ item: ItemDetail | null, loading: boolean, error: string }>({
    item: null,
    loading: valid,
    error: valid ? '' : '链接缺少饰品编号，请返回商城重新选择'
  })
  const [round, setRound] = useState(0)

  useEffect(() => {
    if (!valid) return
    let live = true
    setState((current) => ({ ...current, loading: current.item === null, error: '' }))
    services.store.itemDetail(id, listingSort === 'price_asc' ? undefined : listingSort)
      .then((item) => { if (live) setState({ item, loading: false, error: '' }) })
      .catch((error: unknown) => { if (live) setState({ item: null, loading: false, error: errorText(error, '饰品加载失败，请稍后重试') }) })
    return () => { live = false }
  }, [id, valid, round, services, listingSort])

  const reload = useCallback(() => setRound((value) => value + 1), [])
  return { ...state, reload }
}
