import type { Frame } from 'playwright-core'
import type { MiniProgram } from '../miniRuntime'
import type { RenderedScreen } from './renderer'

/**
 * The layout checks of the H5 browser tests (test/e2e/harness.ts), on a drawn mini-program screen. Each answers
 * faults as text, empty when the screen is right.
 */

/** What sticks out of the webview sideways (not what a horizontal scroller holds, nor what an inset hidden-overflow box clips). */
export function sideOverflow (frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const clipped = (el: Element) => {
      for (let box = el.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box)
        const rect = box.getBoundingClientRect()
        if (['auto', 'scroll'].includes(style.overflowX) && box.scrollWidth > box.clientWidth) return true
        if (['hidden', 'clip'].includes(style.overflowX) && rect.left > 0.5 && rect.right < innerWidth - 0.5) return true
      }
      return false
    }
    const out = Array.from(document.body.querySelectorAll('*')).filter((el) => {
      const box = el.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') return false
      return (box.right > innerWidth + 1 || box.left < -1) && !clipped(el)
    })
    const faults = out.filter((el) => !out.some((other) => other !== el && other.contains(el)))
      .map((el) => {
        const box = el.getBoundingClientRect()
        const name = `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').split(' ')[0]}`
        return `${name} "${(el.textContent ?? '').trim().slice(0, 12)}" spans ${box.left.toFixed(0)}..${box.right.toFixed(0)}px`
      })
    if (document.documentElement.scrollWidth > innerWidth + 1) faults.unshift(`the page is ${document.documentElement.scrollWidth}px wide`)
    return faults
  })
}

/**
 * Scrolled to the bottom (the page and every vertical scroller in it), each text still on screen must be reachable:
 * inside the webview (which ends at the native tab bar) and not under another element (a fixed bar over the last row).
 */
export function hiddenAtBottom (frame: Frame): Promise<string[]> {
  return frame.evaluate(async () => {
    const scrollers = [document.scrollingElement as Element, ...Array.from(document.querySelectorAll('*')).filter((el) => {
      const style = getComputedStyle(el)
      return ['auto', 'scroll'].includes(style.overflowY) && el.scrollHeight > el.clientHeight + 1
    })]
    for (const el of scrollers) el.scrollTop = el.scrollHeight
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const faults: string[] = []
    const texts = Array.from(document.body.querySelectorAll('*')).filter((el) =>
      Array.from(el.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== ''))
    for (const el of texts) {
      const box = el.getBoundingClientRect()
      const style = getComputedStyle(el)
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue
      // only what its own scroller shows: a row scrolled out of a list is not hidden
      let shown = true
      for (let box2 = el.parentElement; box2 && box2 !== document.body; box2 = box2.parentElement) {
        const s = getComputedStyle(box2)
        if (s.overflowY === 'visible' && s.overflowX === 'visible') continue
        const r = box2.getBoundingClientRect()
        if (box.bottom <= r.top + 1 || box.top >= r.bottom - 1 || box.right <= r.left + 1 || box.left >= r.right - 1) { shown = false; break }
      }
      if (!shown || box.bottom <= 0) continue
      const label = `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').split(' ')[0]} "${(el.textContent ?? '').trim().slice(0, 16)}"`
      if (box.top >= innerHeight - 1) {
        faults.push(`${label} stays below the webview (top ${box.top.toFixed(0)}px of ${innerHeight}px) scrolled to the bottom`)
        continue
      }
      const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1)
      const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1)
      const hit = document.elementFromPoint(x, y)
      if (hit && hit !== el && !el.contains(hit) && !hit.contains(el)) {
        faults.push(`${label} is under ${hit.tagName.toLowerCase()}.${String(hit.getAttribute('class') ?? '').split(' ')[0]} scrolled to the bottom`)
      }
    }
    for (const el of scrollers) el.scrollTop = 0
    return faults
  })
}

/**
 * Elements with a tap binding under 44×44 px. Not counted: a link inside a sentence (an inline element whose parent
 * has more text), inputs and scroll-views (Taro's base.wxml binds tap on every one), images (their template
 * binds tap whenever they have a load or error handler, so a tappable image under 44 px is missed), and `exclude` selectors.
 */
export function smallTapTargets (frame: Frame, exclude: readonly string[] = []): Promise<string[]> {
  return frame.evaluate((skipped) => {
    const faults: string[] = []
    for (const el of Array.from(document.querySelectorAll('[data-tap]'))) {
      if (['WX-INPUT', 'WX-TEXTAREA', 'WX-SCROLL-VIEW'].includes(el.tagName) || skipped.some((selector) => el.matches(selector))) continue
      // an image's template binds tap whenever it has any handler (Taro's item images have onError): not a sign of a target
      if (el.tagName === 'WX-IMAGE') continue
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.pointerEvents === 'none') continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      const own = (el.textContent ?? '').trim().length
      if (style.display === 'inline' && (el.parentElement?.textContent ?? '').trim().length > own) continue
      if (box.width >= 43.5 && box.height >= 43.5) continue
      const name = `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').split(' ')[0]}`
      faults.push(`${name} "${(el.textContent ?? '').trim().slice(0, 12)}" is ${box.width.toFixed(0)}×${box.height.toFixed(0)}`)
    }
    return faults
  }, exclude)
}

/** Template text that leaked: a raw {{ }} binding, or undefined / NaN / [object Object] printed. */
export function rawText (frame: Frame): Promise<string[]> {
  return frame.evaluate(() => {
    const text = document.body.innerText
    return [/\{\{[^}]*\}\}|\{\{|\}\}/, /\bundefined\b/, /\bNaN\b/, /\[object Object\]/]
      .map((pattern) => pattern.exec(text))
      .filter((found): found is RegExpExecArray => found !== null)
      .map((found) => `shows "${text.slice(Math.max(0, found.index - 12), found.index + found[0].length + 12).replace(/\s+/g, ' ')}"`)
  })
}

/** Each text must be shown by an element the user can see (some size, not hidden, not transparent, on the screen's width). */
export function missingTexts (frame: Frame, texts: readonly string[]): Promise<string[]> {
  return frame.evaluate((wanted) => {
    const visible = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (style.display === 'none' || style.visibility === 'hidden' || Number(style.opacity) === 0) return false
      }
      const box = el.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && box.right > 0 && box.left < innerWidth
    }
    const candidates = Array.from(document.body.querySelectorAll('*'))
    const says = (el: Element, text: string) => (el as HTMLElement).innerText?.includes(text)
    return wanted.filter((text) => !candidates.some((el) => says(el, text) && Array.from(el.children).every((child) => !says(child, text)) && visible(el)))
      .map((text) => `"${text}" is not visible`)
  }, texts)
}

export interface ScreenFaults { route: string, faults: string[] }

/** Every check on a drawn screen, with the generator's own warnings (a template missing from base.wxml). */
export async function screenFaults (screen: RenderedScreen, mp: MiniProgram, mustShow: readonly string[],
  { tapExclude = [] as readonly string[] } = {}): Promise<string[]> {
  const { frame } = screen
  return [
    ...screen.warnings.map((warning) => `wcc: ${warning}`),
    ...await rawText(frame),
    ...await missingTexts(frame, mustShow),
    ...await sideOverflow(frame),
    ...await smallTapTargets(frame, tapExclude),
    ...await hiddenAtBottom(frame),
    ...mp.problems
  ]
}
