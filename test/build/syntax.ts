import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse } from 'acorn'

function scriptsUnder (dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? scriptsUnder(path) : name.endsWith('.js') ? [path] : []
  })
}

/**
 * The shipped scripts under `dir` that ES2019 cannot parse, each with the first offending spot. ES2019 is what the
 * oldest supported engines read: iOS 12.2 Safari (package.json's browserslist), Chrome 70, and WeChat on those iPhones.
 */
export function scriptsBeyondEs2019 (dir: string): string[] {
  return scriptsUnder(dir).flatMap((file) => {
    const text = readFileSync(file, 'utf8')
    try {
      parse(text, { ecmaVersion: 2019, sourceType: 'script' })
      return []
    } catch (error) {
      const pos = (error as { pos?: number }).pos ?? 0
      return [`${relative(dir, file)}: ${(error as Error).message} near ${JSON.stringify(text.slice(Math.max(0, pos - 40), pos + 10))}`]
    }
  })
}
