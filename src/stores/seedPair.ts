import { makeAutoObservable, runInAction } from 'mobx'
import type { SeedChange, SeedPair } from '../../types/api'

/**
 * The player's fairness seed pair (server seed hash, client seed, nonce), which the box and koi records, the smelt and
 * trade-up reveal and the gift records all read or rotate: each screen asks for a fresh one when it opens and starts
 * from the last answer meanwhile; a change (rotate or new client seed) replaces it with the pair the server started.
 */
export class SeedPairStore {
  pair: SeedPair | null = null
  /** why the last load or change failed (null after a good answer); each screen words it itself */
  failure: unknown = null
  /** calls made and the latest whose answer is kept: an older answer arriving later is stale */
  private asked = 0
  private kept = 0

  constructor () {
    makeAutoObservable<SeedPairStore, 'asked' | 'kept'>(this, { asked: false, kept: false })
  }

  /**
   * Loads the pair; the answer (or the failure) is kept and also returned. The screen hands in the call
   * (services/draws), which stays out of the mini-program's main package as WalletStore's does.
   */
  load (fetchPair: () => Promise<SeedPair>): Promise<SeedPair> {
    return this.keep(fetchPair(), (pair) => pair)
  }

  /** Reveals the current server seed and starts a new pair (changeFn: services/draws changeSeed); the new pair replaces the old. */
  change (changeFn: () => Promise<SeedChange>): Promise<SeedChange> {
    return this.keep(changeFn(), (change) => change.pair)
  }

  /** Another player: the pair is theirs no more, and answers still on their way are dropped. */
  forget (): void {
    this.kept = ++this.asked
    this.pair = null
    this.failure = null
  }

  private keep<T> (answer: Promise<T>, pairOf: (value: T) => SeedPair): Promise<T> {
    const call = ++this.asked
    answer.then(
      (value) => runInAction(() => {
        if (call < this.kept) return
        this.kept = call
        this.pair = pairOf(value)
        this.failure = null
      }),
      (error: unknown) => runInAction(() => { if (call >= this.kept) this.failure = error })
    )
    return answer
  }
}
