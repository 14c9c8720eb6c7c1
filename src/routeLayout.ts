import { ROUTES, RouteEntry } from './lib/routes'

export interface SubPackage { root: string, pages: string[] }
export interface PackageLayout { pages: string[], subPackages: SubPackage[] }

/**
 * Split the routes into WeChat's main package and subpackages.
 * A subpackage root is a folder that holds no main-package page; each page takes
 * the shallowest such folder, so a domain's pages share one subpackage. A page file
 * that sits directly in a folder with a main page (pages/user/login beside the tab
 * page pages/user/index) has no such folder and stays in the main package.
 */
export function packageLayout (routes: RouteEntry[] = ROUTES): PackageLayout {
  const mainPages = routes.filter((route) => route.pkg === 'main').map((route) => route.path)
  const holdsMainPage = (folder: string) => mainPages.some((page) => page.startsWith(folder + '/'))
  const pages = [...mainPages]
  const subPackages = new Map<string, string[]>()

  for (const route of routes) {
    if (route.pkg === 'main') continue
    const segments = route.path.split('/')
    let root: string | undefined
    // folders only: pages/<a>, pages/<a>/<b>, … never the page file itself
    for (let depth = 2; depth < segments.length; depth++) {
      const folder = segments.slice(0, depth).join('/')
      if (!holdsMainPage(folder)) { root = folder; break }
    }
    if (!root) { pages.push(route.path); continue }
    const list = subPackages.get(root) ?? []
    list.push(route.path.slice(root.length + 1))
    subPackages.set(root, list)
  }
  return { pages, subPackages: [...subPackages].map(([root, list]) => ({ root, pages: list })) }
}
