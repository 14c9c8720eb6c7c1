import { makeAutoObservable, runInAction } from 'mobx'
import type { Wallet } from '../../types/api'

/**
 * The player's wallet (available and frozen balance, pay channels), which the balance, recharge, withdrawal and
 * checkout screens all show: each asks for a fresh one when it opens, and starts from the last answer meanwhile.
 */
export class WalletStore {
  wallet: Wallet | null = null
  /** why the last load failed (null after a good one); each screen words it itself */
  failure: unknown = null
  /** bumped when the player changes: an answer for the previous player is dropped */
  private player = 0

  constructor () {
    makeAutoObservable<WalletStore, 'player'>(this, { player: false })
  }

  /** Another player: the wallet is theirs no more, and an answer still on its way is dropped. */
  forget (): void {
    this.player += 1
    this.wallet = null
    this.failure = null
  }

  /**
   * Loads the wallet; the answer (or the failure) is kept and also returned, for a screen that waits on it.
   * The screen hands in the call (services/pay): the root store ships in the mini-program's main package, the pay
   * service in the subpackages of the screens that use it.
   */
  load (fetchWallet: () => Promise<Wallet>): Promise<Wallet> {
    const player = this.player
    const answer = fetchWallet()
    answer.then(
      (wallet) => runInAction(() => { if (player === this.player) { this.wallet = wallet; this.failure = null } }),
      (error: unknown) => runInAction(() => { if (player === this.player) this.failure = error })
    )
    return answer
  }
}
