// Sizes of the WeChat mini-program packages in a weapp build (dist/weapp):
// a subpackage is every file under its root; the main package is everything else.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

// mainCeiling: the main package may not grow back; its budget is 480 KB (npm run bench), lower the ceiling as it shrinks
// (473.3 KB: blueimp-md5 and valibot compiled to ES2019 for older iPhones' WeChat cost 3.7 KB over h23's 469.6)
export const LIMITS = { main: 2 * 1024 * 1024, mainBudget: 1024 * 1024, mainCeiling: 474 * 1024, subpackage: 2 * 1024 * 1024, total: 20 * 1024 * 1024 }

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
