// Sizes of the WeChat mini-program packages in a weapp build (dist/weapp):
// a subpackage is every file under its root; the main package is everything else.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

// mainCeiling: the main package may not grow past its budget, 480 KB (npm run bench); lower the ceiling as it shrinks
// (479.2 KB: the design kit's Result, Empty, Notice and ListState, which the tab pages' lists use, and the mine tab's
// order-status row; the activities' and pay marks' icons stay in their subpackages)
export const LIMITS = { main: 2 * 1024 * 1024, mainBudget: 1024 * 1024, mainCeiling: 480 * 1024, subpackage: 2 * 1024 * 1024, total: 20 * 1024 * 1024 }

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
