import { useStores } from '@/stores/context'
import { createRootStore, type RootStore } from '@/stores/root'

let standalone: RootStore | null = null

/**
 * The app's root store; a page mounted on its own (a component test without the app's
 * provider) gets one standalone root instead of crashing, so it still shows its visitor state.
 */
export function useRootStore (): RootStore {
  try {
    return useStores()
  } catch {
    standalone = standalone ?? createRootStore()
    return standalone
  }
}
