import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { stripVTControlCharacters } from 'node:util'
import { dirname, join, resolve } from 'node:path'

const CHECKOUT = resolve(__dirname, '..', '..')

/**
 * A throwaway copy of the work tree as git sees it (tracked and new files, uncommitted changes included; nothing
 * ignored such as dist/ or the database), with node_modules linked, so a test may edit sources without touching
 * the checkout. `remove()` deletes it.
 */
export function throwawayCopy (): { dir: string, remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'newcomer-'))
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: CHECKOUT, encoding: 'utf8' })
    .split('\0').filter(Boolean)
  for (const file of files) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    // a file deleted in the work tree but still in the index is left out, as a newcomer's clone of it would be
    try { cpSync(join(CHECKOUT, file), join(dir, file)) } catch { /* deleted */ }
  }
  symlinkSync(join(CHECKOUT, 'node_modules'), join(dir, 'node_modules'))
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** A port nobody listens on now. */
export function freePort (): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (typeof address === 'object' && address) done(address.port)
        else fail(new Error('no port'))
      })
    })
  })
}

/** A command as a developer types it, with its output kept line by line. */
export class Command {
  readonly lines: string[] = []
  private readonly child: ChildProcess
  private exited: number | null = null
  private readonly listeners = new Set<() => void>()

  constructor (command: string, args: string[], options: { cwd: string, env?: Record<string, string> }) {
    // its own process group, so stop() reaches npm, node and every build and server under them
    // a developer's shell has no NODE_ENV (jest sets 'test'): the scripts choose the mode themselves
    const { NODE_ENV: _jest, ...shell } = process.env
    this.child = spawn(command, args, { cwd: options.cwd, env: { ...shell, ...options.env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    for (const stream of [this.child.stdout, this.child.stderr]) {
      let rest = ''
      stream?.setEncoding('utf8')
      stream?.on('data', (text: string) => {
        const parts = (rest + text).split('\n')
        rest = parts.pop() ?? ''
        this.lines.push(...parts.map(stripVTControlCharacters))
        this.listeners.forEach((listener) => listener())
      })
    }
    this.child.on('exit', (code) => {
      this.exited = code ?? 1
      this.listeners.forEach((listener) => listener())
    })
  }

  /**
   * The first output line matching `ready`. It fails at once, quoting the line, when a line matches `failed`,
   * and when the command ends first (quoting its first error line); `timeoutMs` is only the backstop.
   */
  waitFor (ready: RegExp, { failed, timeoutMs, from = 0 }: { failed?: RegExp, timeoutMs: number, from?: number }): Promise<string> {
    return this.watch<string>(() => {
      const seen = this.lines.slice(from)
      const good = seen.find((line) => ready.test(line))
      if (good !== undefined) return { value: good }
      // webpack writes "ERROR in <file>" and the message on the next line
      const bad = failed ? seen.findIndex((line) => failed.test(line)) : -1
      if (bad >= 0) return { problem: seen.slice(bad, bad + 2).map((line) => line.trim()).join(': ') }
      if (this.exited !== null) {
        return { problem: `exited with ${this.exited}: ${seen.find((line) => /error/i.test(line))?.trim() ?? seen.slice(-3).join(' / ')}` }
      }
      return undefined
    }, timeoutMs, `no line matching ${String(ready)} within ${timeoutMs} ms`)
  }

  /** The command's exit code once it ends by itself; `timeoutMs` is only the backstop. */
  ended (timeoutMs: number): Promise<number> {
    return this.watch<number>(() => this.exited === null ? undefined : { value: this.exited }, timeoutMs, `still running after ${timeoutMs} ms`)
  }

  /** Asks `decide` at once and after every output line or exit until it answers; `late` (with the last lines) after `timeoutMs`. */
  private watch<T> (decide: () => { value: T } | { problem: string } | undefined, timeoutMs: number, late: string): Promise<T> {
    return new Promise((done, fail) => {
      const check = (): void => {
        const outcome = decide()
        if (outcome === undefined) return
        finish()
        if ('value' in outcome) done(outcome.value)
        else fail(new Error(outcome.problem))
      }
      const timer = setTimeout(() => {
        finish()
        fail(new Error(`${late}; last lines: ${this.lines.slice(-5).join(' / ')}`))
      }, timeoutMs)
      const finish = (): void => {
        clearTimeout(timer)
        this.listeners.delete(check)
      }
      this.listeners.add(check)
      check()
    })
  }

  /** Ends the command and everything it started; resolves once its process group is gone. */
  async stop (): Promise<void> {
    const group = this.child.pid
    if (group === undefined) return
    const alive = (): boolean => {
      try {
        process.kill(-group, 0)
        return true
      } catch {
        return false
      }
    }
    const signal = (name: NodeJS.Signals): void => { try { process.kill(-group, name) } catch { /* gone */ } }
    signal('SIGTERM')
    for (let waited = 0; alive() && waited < 10000; waited += 100) await new Promise((done) => setTimeout(done, 100))
    if (alive()) signal('SIGKILL')
  }
}
