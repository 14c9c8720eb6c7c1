/**
 * Every override of something Taro does not document (a webpack rule or plugin by its internal name, a
 * private module path, an import inside one of Taro's packages) goes through these checks, so that a Taro upgrade
 * that renames or drops the thing fails the build with one line saying what and why, instead of quietly changing
 * the product (Stencil back in the first load, Taro's styles out of order, a polyfill back in); see docs/decisions.md,
 * 'Checked Taro internals'.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type Chain from 'webpack-chain'

const ROOT = path.resolve(__dirname, '..')

/** The one-line failure: what is missing, what our override does with it, and where to look. */
export function missingInternal (what: string, why: string): Error {
  return new Error(`config: Taro internal missing: ${what} (overridden to ${why}); Taro changed: review the override in config/ before building`)
}

/** Taro's webpack rule `name`, which must exist. */
export function taroRule (chain: Chain, name: string, why: string): Chain.Rule {
  if (!chain.module.rules.has(name)) throw missingInternal(`webpack rule '${name}'`, why)
  return chain.module.rule(name)
}

/** Taro's webpack plugin `name`, which must exist. */
export function taroPlugin (chain: Chain, name: string, why: string): Chain.Plugin<Chain> {
  if (!chain.plugins.has(name)) throw missingInternal(`webpack plugin '${name}'`, why)
  return chain.plugin(name)
}

/** A module path inside a package, resolved as `fromPackage` resolves it (or from the project root). */
export function internalModule (request: string, why: string, fromPackage?: string): string {
  try {
    const base = fromPackage === undefined ? ROOT : path.dirname(require.resolve(`${fromPackage}/package.json`, { paths: [ROOT] }))
    return require.resolve(request, { paths: [base] })
  } catch {
    throw missingInternal(`module '${request}'${fromPackage === undefined ? '' : ` as ${fromPackage} resolves it`}`, why)
  }
}

const scripts = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
  const file = path.join(dir, entry.name)
  if (entry.isDirectory()) return scripts(file)
  return /\.(c|m)?js$/.test(entry.name) ? [file] : []
})

/**
 * `request`, as a package's built files import it (and, in the same file, the `names` our replacement must export):
 * an alias of it is only an override while the package still imports it so.
 */
export function importedBy (packageName: string, request: string, why: string, names: string[] = []): string {
  const dist = path.join(path.dirname(require.resolve(`${packageName}/package.json`, { paths: [ROOT] })), 'dist')
  const quoted = [`'${request}'`, `"${request}"`]
  const imports = scripts(dist).some((file) => {
    const text = readFileSync(file, 'utf8')
    return quoted.some((form) => text.includes(form)) && names.every((name) => text.includes(name))
  })
  if (!imports) throw missingInternal(`'${request}'${names.length > 0 ? ` with ${names.join(', ')}` : ''} imported by ${packageName}`, why)
  return request
}
