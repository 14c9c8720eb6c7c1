import { makeAutoObservable, runInAction } from 'mobx'
import type { LoginParams, LoginResult, Message, Page, UserInfo } from '../../types/api'
import { errorText } from '../lib/errorText'

export interface UserApi {
  myInfo (): Promise<UserInfo>
  messages (page: number): Promise<Page<Message>>
}
export interface AuthApi {
  login (form: LoginParams): Promise<LoginResult>
  logout (): Promise<void>
}

export class UserStore {
  /** includes steam_id (spec 3) */
  info: UserInfo | null = null
  messages: Message[] = []
  messagePage = 0
  messagesHaveMore = true
  errMsg = ''
  /** bumped by every profile the server answered after a change: an older read must not overwrite it */
  private revision = 0
  /** message pages on the wire */
  private readonly messagesLoading = new Set<number>()

  /** onPlayerChange: the player changed (logout, or another account's profile replaced this one) */
  constructor (private readonly api: UserApi, private readonly auth: AuthApi, private readonly onPlayerChange = (): void => undefined) {
    makeAutoObservable<UserStore, 'api' | 'auth' | 'onPlayerChange' | 'revision' | 'messagesLoading'>(
      this,
      { api: false, auth: false, onPlayerChange: false, revision: false, messagesLoading: false }
    )
  }

  /** A profile the server answered after a change (bind, login, edit): newer than any read still in flight. */
  keep (info: UserInfo | null): void {
    this.revision += 1
    this.hold(info)
  }

  private hold (info: UserInfo | null): void {
    const before = this.info?.user_id
    this.info = info
    if (before !== undefined && info?.user_id !== before) this.onPlayerChange()
  }

  get steamBound (): boolean {
    return Boolean(this.info?.steam_id)
  }

  // spec 4: message page 1 replaces, later pages append
  receiveMessages (page: number, list: Message[]): void {
    this.messages = page === 1 ? list : [...this.messages, ...list]
    this.messagePage = page
  }

  async loadInfo (): Promise<void> {
    const startedAt = this.revision
    try {
      const info = await this.api.myInfo()
      // a change answered meanwhile (e.g. Steam bound while this read was on the wire) is newer: keep it
      runInAction(() => { if (this.revision === startedAt) this.hold(info); this.errMsg = '' })
    } catch (error) {
      runInAction(() => { this.errMsg = errorText(error) })
    }
  }

  async loadMessages (page: number): Promise<void> {
    // the 加载更多 button and the reach-bottom event may ask for the same next page at once: append it once
    if (page > 1 && (page <= this.messagePage || this.messagesLoading.has(page))) return
    this.messagesLoading.add(page)
    try {
      const result = await this.api.messages(page)
      runInAction(() => {
        this.receiveMessages(page, result.list)
        this.messagesHaveMore = result.has_more
        this.errMsg = ''
      })
    } catch (error) {
      runInAction(() => { this.errMsg = errorText(error) })
    } finally {
      this.messagesLoading.delete(page)
    }
  }

  /** The auth service saves the token (spec 4); the store keeps the user. Rejects with the ApiError. */
  async login (form: LoginParams): Promise<LoginResult> {
    const result = await this.auth.login(form)
    runInAction(() => { this.keep(result.user); this.errMsg = '' })
    return result
  }

  async logout (): Promise<void> {
    try {
      await this.auth.logout()
    } catch {
      // the token is cleared either way
    }
    runInAction(() => { this.keep(null); this.messages = []; this.messagePage = 0 })
  }
}
