import { makeAutoObservable, runInAction } from 'mobx'
import type { SmeltInfo } from '../../types/api'
import { errorText } from '../lib/errorText'

export interface SmeltApi { smeltInfo (): Promise<SmeltInfo> }

export class SmeltStore {
  info: SmeltInfo | null = null
  errMsg = ''

  constructor (private readonly api: SmeltApi) {
    makeAutoObservable<SmeltStore, 'api'>(this, { api: false })
  }

  async load (): Promise<void> {
    try {
      const info = await this.api.smeltInfo()
      runInAction(() => { this.info = info; this.errMsg = '' })
    } catch (error) {
      runInAction(() => { this.errMsg = errorText(error) })
    }
  }
}
