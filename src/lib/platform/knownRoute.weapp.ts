import Taro from '@tarojs/taro'
import type * as Browser from './knownRoute'

interface PageList {
  pages?: string[]
  subPackages?: { root: string, pages: string[] }[]
}

/**
 * knownRoute.ts for the mini-program: Taro keeps the app's config (app.json's pages and subpackages,
 * built from src/lib/routes.ts, test/build/weapp.test.ts) on its app instance, so the main package does not
 * carry the route list a second time (see docs/decisions.md, 'Mini-program main package').
 */
export const isKnownRoute: typeof Browser.isKnownRoute = (path) => {
  const config = (Taro.getCurrentInstance().app as { config?: PageList } | null)?.config
  const page = path.replace(/^\//, '')
  return !!config?.pages?.includes(page) ||
    (config?.subPackages ?? []).some((pkg) => pkg.pages.some((name) => `${pkg.root}/${name}` === page))
}
