import type { Platform } from './lib/platform'
import { holdPagesUntil } from './lib/platform/everyPage'
import { nextTask } from './lib/platform/nextTask'
import type { RootStore } from './stores/root'

/**
 * DESIGN 5: one root store and one start-up for the life of the app. On H5 the entry script's task (Taro's router,
 * the tab bar, the app's first render) runs after the shell's paint, and all of it is time a tap on the painted shell
 * waits for on a slow phone; so each step here runs in a task of its own after it: the stores' and services' modules
 * (an eager import: the same chunk, no request, only evaluated later), the root store, then the start-up's requests.
 * Pages mount once it has run, as they read what it makes; the mini-program does it all at once (startApp.weapp.ts).
 * Returns the one root store, for the pages.
 */
export function startApp (platform: Platform): () => RootStore {
  let root: RootStore | undefined
  const started = (async () => {
    await nextTask()
    const { createRootStore } = await import(/* webpackMode: "eager" */ './stores/root')
    await nextTask()
    root = createRootStore()
    await nextTask()
    const { startUp } = await import(/* webpackMode: "eager" */ './stores/startup')
    startUp(root, platform)
  })()
  holdPagesUntil(started)
  return () => {
    if (!root) throw new Error('the root store is read before the start-up made it (pages mount after it)')
    return root
  }
}
