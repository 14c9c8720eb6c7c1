/** DESIGN 7: external scripts load through one loader — 2000 ms time-out, 2 retries, then a clear failure. */
export const SCRIPT_TIMEOUT_MS = 2000
export const SCRIPT_RETRIES = 2

/** Puts one <script> on the page and settles when it loads or fails (lib/platform supplies it). */
export type ScriptInjector = (src: string) => Promise<void>

export class ScriptLoadError extends Error {
  constructor (readonly src: string, readonly attempts: number) {
    super(`Could not load script ${src} after ${attempts} attempts`)
    this.name = 'ScriptLoadError'
    Object.setPrototypeOf(this, ScriptLoadError.prototype)
  }
}

const loaded = new Map<string, Promise<void>>()

export function loadScript (src: string, inject: ScriptInjector, timeoutMs = SCRIPT_TIMEOUT_MS, retries = SCRIPT_RETRIES): Promise<void> {
  const known = loaded.get(src)
  if (known) return known
  const attempt = async (): Promise<void> => {
    for (let tries = 1; ; tries++) {
      try {
        await withTimeout(inject(src), timeoutMs)
        return
      } catch {
        if (tries > retries) throw new ScriptLoadError(src, tries)
      }
    }
  }
  const pending = attempt()
  loaded.set(src, pending)
  pending.catch(() => loaded.delete(src)) // a later call may try again
  return pending
}

function withTimeout (work: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms)
    work.then(() => { clearTimeout(timer); resolve() }, (error) => { clearTimeout(timer); reject(error) })
  })
}
