import type { PropsWithChildren } from 'react'

/** The floor app: no stores, no start-up, just the pages. */
function App ({ children }: PropsWithChildren) {
  return children
}

export default App
