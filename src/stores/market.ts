import { makeAutoObservable, runInAction } from 'mobx'
import type { ItemDetail, ItemListQuery, ItemSummary, Page, SaleRecord, WearEntry } from '../../types/api'
import { errorText } from './errorText'

export interface MarketApi {
  itemList (query: ItemListQuery): Promise<Page<ItemSummary>>
  itemDetail (itemId: number): Promise<ItemDetail>
}

export interface MarketConfig { appid: number, name: string, list: string[] }

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

  constructor (private readonly api: MarketApi) {
    makeAutoObservable<MarketStore, 'api' | 'generation'>(this, { api: false, generation: false })
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

  /** Loads the next page for `query` (a changed query calls reset() first). */
  async loadMore (query: Omit<ItemListQuery, 'page'>): Promise<void> {
    if (this.loading || !this.hasMore) return
    const generation = this.generation
    const page = this.nextPage
    this.loading = true
    try {
      const result = await this.api.itemList({ ...query, page })
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
