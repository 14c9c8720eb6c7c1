import { createContext, createElement, useContext, type PropsWithChildren } from 'react'
import type { RootStore } from './root'

const StoresContext = createContext<RootStore | (() => RootStore) | null>(null)

/**
 * app.ts wraps the app in this with the root store, or with a function that gives it: the app renders before its
 * start-up has made the store (in a task after the entry script's), and its pages after.
 */
export function StoresProvider ({ root, children }: PropsWithChildren<{ root: RootStore | (() => RootStore) }>) {
  // createElement, not JSX: the same output under every JSX runtime (Taro build, jest)
  return createElement(StoresContext.Provider, { value: root }, children)
}

/** Pages and components reach the stores here (read them inside observer()). */
export function useStores (): RootStore {
  const root = useContext(StoresContext)
  if (!root) throw new Error('useStores() needs a <StoresProvider root={…}> above it (src/app.ts)')
  return typeof root === 'function' ? root() : root
}
