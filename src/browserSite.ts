/**
 * What only the H5 site needs around its pages: the top bar (issue 11 item 3) and the site-level
 * states of an unknown route, a bad link or a screen that failed to load (DESIGN 5). In the
 * mini-program WeChat draws the bar and owns routing and package loading, so its build takes
 * browserSite.weapp.ts instead and these (with the route list) stay out of the main package (issue 12).
 */
export { withTopBar } from './components/TopBar'
export { default as AppProblem } from './components/AppProblem'
export { problemWithLocation, watchChunkFailures } from './lib/platform/pageGuards'
