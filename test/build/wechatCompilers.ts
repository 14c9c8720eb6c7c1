import { spawnSync } from 'node:child_process'
import { chmodSync, readdirSync } from 'node:fs'
import { dirname, join, posix, relative } from 'node:path'

/**
 * WeChat's own Linux compilers (npm miniprogram-compiler): wcc turns WXML into the `$gwx` generator the client runs,
 * wcsc turns WXSS into CSS. Both take the whole file list in one call (imports and templates resolve among the named
 * files) and stop at the first error, so a failing file is reported and left out, and the rest compiled again.
 */
const BIN = join(dirname(require.resolve('miniprogram-compiler/package.json')), 'bin', 'linux')

export interface CompileError { file: string, message: string }

const filesOf = (root: string, extension: string): string[] =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(extension))
    .map((file) => relative(root, join(root, file)).replace(/\\/g, '/'))
    .sort()

function compiler (name: 'wcc' | 'wcsc'): string {
  const file = join(BIN, name)
  chmodSync(file, 0o755) // the npm tarball ships it without the execute bit
  return file
}

/** the file an import names (`path `../x.wxss` not found from `pages/a/b.wxss``), when that is the error */
const missingImport = (message: string): string | undefined => {
  const found = /path `([^`]+)` not found from `([^`]+)`/.exec(message)
  return found ? posix.join(posix.dirname(found[2]), found[1]) : undefined
}

/**
 * Every error of one compiler over `files`: runs again without each failing file until the rest compile. A file that
 * fails only because it imports one already reported is left out without a second report.
 */
function allErrors (name: 'wcc' | 'wcsc', root: string, files: string[], args: (files: string[]) => string[]): CompileError[] {
  const errors: CompileError[] = []
  const reported = new Set<string>()
  let left = files
  while (left.length > 0) {
    const run = spawnSync(compiler(name), args(left), { cwd: root, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' })
    if (run.status === 0) return errors
    const message = `${run.stderr}${run.stdout}`.trim().split('\n')[0]
    const failing = left.find((file) => message.includes(file))
    if (failing === undefined) return [...errors, { file: '(unknown)', message }]
    if (!reported.has(missingImport(message) ?? '')) errors.push({ file: failing, message })
    reported.add(failing)
    left = left.filter((file) => file !== failing)
  }
  return errors
}

/** wcc over every WXML (with the build's WXS modules), as WeChat devtools compiles a package. */
export function compileWxml (root: string): { files: number, errors: CompileError[] } {
  const wxml = filesOf(root, '.wxml')
  const wxs = filesOf(root, '.wxs')
  const args = (files: string[]) => ['-d', '-cc', '0', ...files, ...wxs, '-gn', '$gwx']
  const errors = allErrors('wcc', root, wxml, args)
  return { files: wxml.length, errors }
}

/** wcsc over every WXSS. */
export function compileWxss (root: string): { files: number, errors: CompileError[] } {
  const wxss = filesOf(root, '.wxss')
  const errors = allErrors('wcsc', root, wxss, (files) => ['-db', '-pc', '0', ...files])
  return { files: wxss.length, errors }
}
