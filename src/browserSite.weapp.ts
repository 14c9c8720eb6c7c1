import { createElement, Fragment } from 'react'
import type * as Browser from './browserSite'

/** browserSite.ts in the mini-program, where none of it applies: no top bar of ours, no site-level states. */
const site: typeof Browser = {
  withTopBar: (page) => page,
  AppProblem: () => createElement(Fragment), // never shown: problemWithLocation and watchChunkFailures report none
  problemWithLocation: () => null,
  watchChunkFailures: () => () => {}
}

export const { withTopBar, AppProblem, problemWithLocation, watchChunkFailures } = site
