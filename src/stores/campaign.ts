import { makeAutoObservable, runInAction } from 'mobx'
import type { PromotionView } from '../../types/api'

/**
 * Campaign views by campaign key (the promotion engine's `promotionDetail(key)`), read by a campaign's PromotionScreen
 * and again by its apply, result or reward pages: each asks for a fresh view when it opens and starts from the last
 * answer meanwhile.
 */
export class CampaignStore {
  views = new Map<string, PromotionView>()
  /** why the last load of a key failed (absent after a good answer); each screen words it itself */
  failures = new Map<string, unknown>()
  /** per key: calls made and the latest whose answer is kept, so an older answer arriving later is dropped */
  private asked = new Map<string, number>()
  private kept = new Map<string, number>()

  constructor () {
    makeAutoObservable<CampaignStore, 'asked' | 'kept'>(this, { asked: false, kept: false })
  }

  /** Another player: the views (with their `me`) are theirs no more, and answers still on their way are dropped. */
  forget (): void {
    for (const [key, call] of this.asked) { this.asked.set(key, call + 1); this.kept.set(key, call + 1) }
    this.views.clear()
    this.failures.clear()
  }

  /** The last known view of the campaign (null: none yet). */
  view (key: string): PromotionView | null {
    return this.views.get(key) ?? null
  }

  failure (key: string): unknown {
    return this.failures.get(key) ?? null
  }

  /**
   * Loads a campaign's view; the answer (or the failure) is kept and also returned. The screen hands in the call
   * (services/promotions), which stays out of the mini-program's main package as WalletStore's does.
   */
  load (key: string, fetchView: (key: string) => Promise<PromotionView>): Promise<PromotionView> {
    const call = (this.asked.get(key) ?? 0) + 1
    this.asked.set(key, call)
    const answer = fetchView(key)
    answer.then(
      (view) => runInAction(() => {
        if (call < (this.kept.get(key) ?? 0)) return
        this.kept.set(key, call)
        this.views.set(key, view)
        this.failures.delete(key)
      }),
      (error: unknown) => runInAction(() => { if (call >= (this.kept.get(key) ?? 0)) this.failures.set(key, error) })
    )
    return answer
  }
}
