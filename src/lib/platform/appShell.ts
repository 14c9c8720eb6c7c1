import { whenPageShown } from './firstPage'

/**
 * The H5 index.html paints a static app shell (#app-shell: header, card skeletons,
 * tab bar) before any script runs; it sits under the pages (z-index -1), so the first page
 * covers it and this only takes it out of the DOM once that page is on screen.
 */
export function dropAppShellWhenPageShown (): void {
  if (process.env.TARO_ENV !== 'h5') return
  whenPageShown(() => {
    requestAnimationFrame(() => document.getElementById('app-shell')?.remove())
  })
}
