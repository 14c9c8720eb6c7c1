/**
 * DESIGN 1: platform branches live in lib/platform only. Nothing else touches the browser
 * (document, window, navigator, web storage) or reads process.env.TARO_ENV, so every other
 * module builds and runs in the mini-program too.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const FORBIDDEN = /\b(document|window|navigator|localStorage|sessionStorage)\s*\.|process\.env\.TARO_ENV/

function sourceFiles (dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return path === join('src', 'lib', 'platform') ? [] : sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) ? [path] : []
  })
}

/** Code only: comments may talk about the browser. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')

it('keeps browser globals and TARO_ENV inside src/lib/platform', () => {
  const offenders = sourceFiles('src')
    .filter((file) => file !== join('src', 'app.config.ts'))
    .flatMap((file) => withoutComments(readFileSync(file, 'utf8')).split('\n')
      .map((line, index) => ({ file, line: index + 1, text: line.trim() }))
      .filter(({ text }) => FORBIDDEN.test(text)))
    .map(({ file, line, text }) => `${file}:${line} ${text}`)
  expect(offenders).toEqual([])
})
