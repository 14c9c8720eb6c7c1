import { makeAutoObservable, runInAction } from 'mobx'
import type { ItemDetail, ItemListQuery, ItemSummary, Page, SaleRecord, WearEntry } from '../../types/api'
import { errorText } from '../lib/errorText'

export interface MarketApi {
  itemList (query: ItemListQuery): Promise<Page<ItemSummary>>
  itemDetail (itemId: number): Promise<ItemDetail>
}

export interface MarketConfig { appid: number, name: string, list: string[] }

/** The shop tab's first query: no filter, sorted by popularity, 20 a page (MarketFilter's filterQuery(appid, EMPTY_FILTER); a unit test holds them equal). */
export function shopFirstQuery (appid: number): Omit<ItemListQuery, 'page'> {
  return { appid, sort: 'popular', page_size: 20 }
}

/** One key per query whatever the order of its fields. */
// code-unit order, not localeCompare: the first localeCompare builds an ICU collator (~110 ms under 4× CPU at start-up)
const queryKey = (query: Omit<ItemListQuery, 'page'>): string => JSON.stringify(Object.entries(query).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))

export class MarketStore {
  list: ItemSummary[] = []
  errMsg = ''
  config: MarketConfig = { appid: 570, name: 'DOTA2', list: [] }
  /** the open item's wear entries (spec 3) */
  detail: WearEntry[] = []
  saleList: SaleRecord[] = []
  item: ItemDetail | null = null
  /** the next page to ask for; the marker of spec 4 */
  nextPage = 1
  hasMore = true
  loading = false
  private generation = 0
  /** the first page asked for at start-up, before the shop's chunk has loaded; its first loadMore takes it */
  private prefetched: { key: string, answer: Promise<Page<ItemSummary>> } | null = null

  constructor (private readonly api: MarketApi) {
    makeAutoObservable<MarketStore, 'api' | 'generation' | 'prefetched'>(this, { api: false, generation: false, prefetched: false })
  }

  // spec 4: page marker 2 (the cursor after the first page) replaces, other pages append
  receiveList (marker: number, items: ItemSummary[]): void {
    this.list = marker === 2 ? items : [...this.list, ...items]
  }

  // spec 4: a reset empties the list
  reset (): void {
    this.generation++
    this.list = []
    this.nextPage = 1
    this.hasMore = true
    this.loading = false
    this.errMsg = ''
  }

  setConfig (config: MarketConfig): void {
    this.config = config
  }

  /** asks for the first page of `query` now (start-up, in parallel with the games menu); the next loadMore of the same query uses the answer once. */
  prefetch (query: Omit<ItemListQuery, 'page'>): Promise<Page<ItemSummary>> {
    const answer = Promise.resolve(this.api.itemList({ ...query, page: 1 }))
    answer.catch(() => undefined) // a failed prefetch is asked again by loadMore, never reported twice
    this.prefetched = { key: queryKey(query), answer }
    return answer
  }

  private firstPage (query: Omit<ItemListQuery, 'page'>): Promise<Page<ItemSummary>> {
    const prefetched = this.prefetched
    this.prefetched = null
    if (prefetched && prefetched.key === queryKey(query)) return prefetched.answer.catch(() => this.api.itemList({ ...query, page: 1 }))
    return this.api.itemList({ ...query, page: 1 })
  }

  /** Loads the next page for `query` (a changed query calls reset() first). */
  async loadMore (query: Omit<ItemListQuery, 'page'>): Promise<void> {
    if (this.loading || !this.hasMore) return
    const generation = this.generation
    const page = this.nextPage
    this.loading = true
    try {
      const result = page === 1 ? await this.firstPage(query) : await this.api.itemList({ ...query, page })
      runInAction(() => {
        if (generation !== this.generation) return // reset while loading: drop the stale page
        this.receiveList(page + 1, result.list)
        this.nextPage = page + 1
        this.hasMore = result.has_more
        this.errMsg = ''
      })
    } catch (error) {
      runInAction(() => { if (generation === this.generation) this.errMsg = errorText(error) })
    } finally {
      runInAction(() => { if (generation === this.generation) this.loading = false })
    }
  }

  async loadDetail (itemId: number): Promise<void> {
    try {
      const item = await this.api.itemDetail(itemId)
      runInAction(() => {
        this.item = item
        this.detail = item.wears
        this.saleList = item.recent_sales
        this.errMsg = ''
      })
    } catch (error) {
      runInAction(() => { this.errMsg = errorText(error) })
    }
  }
}
