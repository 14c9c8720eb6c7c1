import type { Platform } from './lib/platform'
import { createRootStore, type RootStore } from './stores/root'
import { startUp } from './stores/startup'

/** startApp.ts in the mini-program: its App's launch has no painted page to keep answering, so the start-up runs at once. */
export function startApp (platform: Platform): () => RootStore {
  const root = createRootStore()
  startUp(root, platform)
  return () => root
}
