import { PropsWithChildren, createElement, useEffect, useState } from 'react'
import AppProblem from './components/AppProblem'
import { problemWithLocation, watchChunkFailures, type PageProblem } from './lib/platform/pageGuards'
import './app.scss'

function App ({ children }: PropsWithChildren) {
  const [problem, setProblem] = useState<PageProblem | null>(problemWithLocation)
  useEffect(() => watchChunkFailures(() => setProblem('chunk-failed')), [])
  return [
    children,
    problem && createElement(AppProblem, { key: 'problem', problem, onLeave: () => setProblem(null) })
  ]
}

export default App
