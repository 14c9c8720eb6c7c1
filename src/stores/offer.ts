import { makeAutoObservable, runInAction } from 'mobx'
import type { Offer, OfferStatus } from '../../types/api'
import { errorText } from './errorText'

export interface OfferApi { offerList (): Promise<Offer[]> }

/** spec 4: offers waiting on the user light the red dot. */
export const DOT_STATUSES: readonly OfferStatus[] = ['wait', 'sent']

export class OfferStore {
  list: Offer[] = []
  dot = false
  errMsg = ''

  constructor (private readonly api: OfferApi) {
    makeAutoObservable<OfferStore, 'api'>(this, { api: false })
  }

  // spec 4: the dot is set when any offer in the loaded list has status wait or sent
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
