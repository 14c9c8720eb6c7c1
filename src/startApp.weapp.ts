import type { Platform } from './lib/platform'
import { createRootStore } from './stores/root'
import { startUp } from './stores/startup'
import type { StartingApp } from './startApp'

/** startApp.ts in the mini-program: its App's launch has no painted page to keep answering, so the start-up runs at once. */
export function startApp (platform: Platform): StartingApp {
  const root = createRootStore()
  startUp(root, platform)
  return { started: Promise.resolve(), rootStore: () => root }
}
