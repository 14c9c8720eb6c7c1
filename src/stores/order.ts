import { makeAutoObservable, runInAction } from 'mobx'
import type { CursorPage, Order, OrderListQuery, OrderOperation } from '../../types/api'
import { errorText } from '../lib/errorText'

export interface OrderApi {
  orderList (query: OrderListQuery): Promise<CursorPage<Order>>
  orderDetail (orderId: string): Promise<Order>
}

export type OrderUpdate = Partial<Order> & Pick<Order, 'order_id'>

export class OrderStore {
  list: Order[] = []
  detail: { item: Order | null, operation: OrderOperation[] } = { item: null, operation: [] }
  nextPointer = 0
  hasMore = true
  errMsg = ''
  loading = false

  constructor (private readonly api: OrderApi) {
    makeAutoObservable<OrderStore, 'api'>(this, { api: false })
  }

  // spec 4: pointer 0 replaces the list, otherwise it appends
  receiveList (pointer: number, page: CursorPage<Order>): void {
    this.list = pointer === 0 ? page.list : [...this.list, ...page.list]
    this.nextPointer = page.next_pointer
    this.hasMore = page.has_more
  }

  // spec 3: an order update merges by order_id
  mergeOrder (update: OrderUpdate): void {
    const index = this.list.findIndex((order) => order.order_id === update.order_id)
    if (index >= 0) this.list[index] = { ...this.list[index], ...update }
    if (this.detail.item?.order_id === update.order_id) {
      const item = { ...this.detail.item, ...update }
      this.detail = { item, operation: item.operation } // the server says which actions are open
    }
  }

  /** fresh: start over from pointer 0; otherwise the next cursor page. */
  async loadList (fresh: boolean, filter: Omit<OrderListQuery, 'pointer'> = {}): Promise<void> {
    if (this.loading || (!fresh && !this.hasMore)) return
    const pointer = fresh ? 0 : this.nextPointer
    this.loading = true
    try {
      const page = await this.api.orderList({ ...filter, pointer })
      runInAction(() => { this.receiveList(pointer, page); this.errMsg = '' })
    } catch (error) {
      runInAction(() => { this.errMsg = errorText(error) })
    } finally {
      runInAction(() => { this.loading = false })
    }
  }

  async loadDetail (orderId: string): Promise<void> {
    try {
      const order = await this.api.orderDetail(orderId)
      runInAction(() => {
        this.detail = { item: order, operation: order.operation }
        this.mergeOrder(order)
      })
    } catch (error) {
      runInAction(() => { this.errMsg = errorText(error) })
    }
  }
}
