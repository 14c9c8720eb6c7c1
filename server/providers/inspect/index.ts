import type { Provider } from '../provider'
import type { ProviderConfig } from '../config'
import { simulatedInspect } from './simulated'
import { productionInspect } from './production'

/** What is inspected: the inspect link, and the item it names (our catalogue's, with the wear we know of it, if any). */
export interface InspectSubject { link: string, marketHashName: string, exterior: string, category: string, wear: string | null }

/** What the game's inspection tells of one item: the exact float (14 decimals), the pattern, and the stickers. */
export interface InspectResult { float: string, paintSeed: number, paintIndex: number, stickers: Array<{ slot: number, name: string, wear: number }> }

/** Item inspection: a skin's float, pattern and stickers (server/README.md "Providers"). */
export interface InspectProvider extends Provider {
  inspect: (subject: InspectSubject) => Promise<InspectResult>
}

export const makeInspect = (config: ProviderConfig): InspectProvider =>
  config.simulated.has('inspect') ? simulatedInspect() : productionInspect()
