/**
 * Is `path` one of our routes (lib/redirect follows only these)? In a browser the route list says
 * (src/lib/routes.ts). The mini-program build takes knownRoute.weapp.ts instead, which asks the app's own
 * config: it lists the same pages, and the route list stays out of the main package (see docs/decisions.md, 'Mini-program main package').
 */
export { isKnownRoute } from '../routes'
