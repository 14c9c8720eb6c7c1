import { makeAutoObservable, runInAction } from 'mobx'
import type { Offer } from '../../types/api'
import { errorText } from '../lib/errorText'
import { DOT_STATUSES } from '../lib/offerSeen'

export interface OfferApi { offerList (): Promise<Offer[]> }

export class OfferStore {
  list: Offer[] = []
  dot = false
  errMsg = ''

  constructor (private readonly api: OfferApi) {
    makeAutoObservable<OfferStore, 'api'>(this, { api: false })
  }

  // the dot is set when any offer in the loaded list is one the user can act on (DOT_STATUSES)
  receiveList (list: Offer[]): void {
    this.list = list
    if (list.some((offer) => DOT_STATUSES.includes(offer.status))) this.dot = true
  }

  // spec 4: a clear action resets it
  clearDot (): void {
    this.dot = false
  }

  async load (): Promise<void> {
    try {
      const list = await this.api.offerList()
      runInAction(() => { this.receiveList(list); this.errMsg = '' })
    } catch (error) {
      runInAction(() => { this.errMsg = errorText(error) })
    }
  }
}
