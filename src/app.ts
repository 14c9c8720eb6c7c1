import { PropsWithChildren, createElement, useEffect, useState } from 'react'
import { withPageBoundary } from './components/PageErrorBoundary'
import { AppProblem, problemWithLocation, watchChunkFailures, withTopBar } from './browserSite'
import { createPlatform, drawsOwnTopBar } from './lib/platform'
import { dropAppShellWhenPageShown } from './lib/platform/appShell'
import { wrapEveryPage } from './lib/platform/everyPage'
import type { PageProblem } from './lib/platform/pageGuards'
import { patchMissingTemplateAliases } from './lib/platform/templateAliases'
import { startApp } from './startApp'
import { StoresProvider } from './stores/context'
import './app.scss'

const platform = createPlatform()
// DESIGN 5: one root store and one start-up for the life of the app (on H5 in tasks after the entry script's, before any page)
const rootStore = startApp(platform)

// a render error in any page shows the page error state, never a blank page;
// in a plain browser every page but the tabs gets a top bar (there is no back button of ours otherwise),
// outside the boundary so back survives a crash
wrapEveryPage(drawsOwnTopBar(platform.runtime) ? (page) => withTopBar(withPageBoundary(page)) : withPageBoundary)
// mini-program: work around Taro 4.2.1's missing pure-text / pure-image templates (NervJS/taro#19453)
patchMissingTemplateAliases()
// index.html's static app shell goes once the first page is on screen (docs/decisions.md, 'First-load tags')
dropAppShellWhenPageShown()

function App ({ children }: PropsWithChildren) {
  const [problem, setProblem] = useState<PageProblem | null>(problemWithLocation)
  useEffect(() => watchChunkFailures(() => setProblem('chunk-failed')), [])
  return createElement(StoresProvider, { root: rootStore }, [
    children,
    problem && createElement(AppProblem, { key: 'problem', problem, onLeave: () => setProblem(null) })
  ])
}

export default App
