import Taro from '@tarojs/taro'

/**
 * The app's config as Taro keeps it on its app instance, written by the build from src/lib/routes.ts (app.config.ts):
 * in the mini-program app.json's pages and subpackages; on H5 every page, and each route with its page's config.
 */
interface AppConfig {
  pages?: string[]
  subPackages?: { root: string, pages: string[] }[]
  routes?: { path: string, navigationBarTitleText?: string }[]
}

const appConfig = (): AppConfig => (Taro.getCurrentInstance().app as { config?: AppConfig } | null)?.config ?? {}
const bare = (path: string): string => path.replace(/^\//, '')

/** Is `path` (with or without a leading slash) a page of the app? Asks the app's config, so no code carries the route list for it. */
export function isAppPage (path: string): boolean {
  const page = bare(path)
  const config = appConfig()
  return !!config.pages?.includes(page) ||
    (config.subPackages ?? []).some((pkg) => pkg.pages.some((name) => `${pkg.root}/${name}` === page))
}

/** The navigation bar title of a page's config (H5, where Taro keeps it with the page's route); undefined for no page. */
export function pageTitle (path: string): string | undefined {
  const page = bare(path)
  return appConfig().routes?.find((route) => bare(route.path) === page)?.navigationBarTitleText
}
