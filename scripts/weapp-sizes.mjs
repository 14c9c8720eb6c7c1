// Sizes of the WeChat mini-program packages in a weapp build (dist/weapp):
// a subpackage is every file under its root; the main package is everything else.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** WeChat's own limits on a mini-program's packages. */
export const LIMITS = { main: 2 * 1024 * 1024, subpackage: 2 * 1024 * 1024, total: 20 * 1024 * 1024 }

/** The product's budgets (`npm run bench`): the main package is downloaded before the first screen, a subpackage before its first page. */
export const BUDGETS = { main: 450 * 1024, subpackage: 100 * 1024 }

/**
 * What test/build holds a production build to: the sizes reached, so a change that grows a package fails there first.
 * Lower them as the packages shrink, down to BUDGETS; never raise them.
 */
export const CEILINGS = { main: 479 * 1024, subpackage: 100 * 1024 }

function filesUnder (dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

export function weappPackageSizes (dir = 'dist/weapp') {
  const app = JSON.parse(readFileSync(join(dir, 'app.json'), 'utf8'))
  const roots = (app.subPackages ?? app.subpackages ?? []).map((pkg) => pkg.root.replace(/\/$/, ''))
  const sizes = { main: 0, subpackages: Object.fromEntries(roots.map((root) => [root, 0])), total: 0 }
  for (const file of filesUnder(dir)) {
    const path = relative(dir, file).split(sep).join('/')
    if (path === 'project.config.json' || path.endsWith('.LICENSE.txt') || path.endsWith('.map')) continue
    const bytes = statSync(file).size
    const root = roots.find((candidate) => path.startsWith(candidate + '/'))
    if (root) sizes.subpackages[root] += bytes
    else sizes.main += bytes
    sizes.total += bytes
  }
  return sizes
}
