import { act } from 'react'
import { eventually } from '../../support/eventually'

export { eventually }

export const click = async (el: Element | undefined): Promise<void> => {
  if (!el) throw new Error('nothing to click')
  await act(async () => { (el as HTMLElement).click() })
}

/** The innermost element whose whole text is `text`. */
export const byText = (text: string): HTMLElement =>
  Array.from(document.querySelectorAll('*')).reverse().find((el) => el.textContent?.trim() === text) as HTMLElement

export const pageText = (): string => (document.body.textContent ?? '').replace(/\s+/g, ' ')

/** Types into a Taro Input (its inner <input> on H5). */
export async function typeInto (host: Element, value: string): Promise<void> {
  // Taro's Input renders its inner <input> once its web component has loaded
  if (host.tagName !== 'INPUT') await eventually(() => expect(host.querySelector('input')).not.toBeNull())
  const input = (host.tagName === 'INPUT' ? host : host.querySelector('input')) as HTMLInputElement
  await act(async () => {
    input.value = value
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

export const queryOf = (url: string): Record<string, string> => Object.fromEntries(new URL(url, 'http://x').searchParams)

/** jsdom has no IntersectionObserver (lazy images use it); a quiet stand-in. */
export function stubIntersectionObserver (): void {
  const g = globalThis as { IntersectionObserver?: unknown }
  if (g.IntersectionObserver) return
  g.IntersectionObserver = class {
    observe (): void {}
    unobserve (): void {}
    disconnect (): void {}
    takeRecords (): unknown[] { return [] }
  }
}

/** Enters digits on a PayPasswordSheet (the `index`th on the screen): opens its pad, taps the keys. */
export async function typePayPassword (digits: string, index = 0): Promise<void> {
  await eventually(() => expect(document.querySelectorAll('.pay-password__boxes').length).toBeGreaterThan(index))
  const entry = document.querySelectorAll('.pay-password')[index]
  const filled = () => entry.querySelectorAll('.pay-password__dot').length
  await click(entry.querySelector('.pay-password__boxes')!)
  while (filled() > 0) await click(entry.querySelector('.pay-pad__key--delete')!)
  for (const digit of digits) {
    const key = Array.from(entry.querySelectorAll('.pay-pad__key--digit')).find((el) => el.textContent?.trim() === digit)
    await click(key)
  }
}
