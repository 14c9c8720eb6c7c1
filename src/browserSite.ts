/**
 * What only the H5 site needs around its pages: the top bar (a plain browser has no back button of ours otherwise) and the site-level
 * states of an unknown route, a bad link or a screen that failed to load (DESIGN 5). In the
 * mini-program WeChat draws the bar and owns routing and package loading, so its build takes
 * browserSite.weapp.ts instead and these (with the route list) stay out of the main package (see docs/decisions.md, 'Mini-program main package').
 */
export { withTopBar } from './components/TopBar'
export { default as AppProblem } from './components/AppProblem'
export { problemWithLocation, watchChunkFailures } from './lib/platform/pageGuards'
