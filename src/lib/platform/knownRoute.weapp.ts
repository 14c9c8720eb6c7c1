import type * as Browser from './knownRoute'
import { isAppPage } from './appPages'

/**
 * knownRoute.ts for the mini-program: the app's config (app.json's pages and subpackages, built from src/lib/routes.ts,
 * test/build/weapp.test.ts) lists the same pages, so the main package does not carry the route list a second time (see
 * docs/decisions.md, 'Mini-program main package').
 */
export const isKnownRoute: typeof Browser.isKnownRoute = isAppPage
