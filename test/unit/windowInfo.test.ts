import { windowInfo } from '@/lib/platform/windowInfo'

it('reads the browser window on H5', () => {
  Object.defineProperty(window, 'innerWidth', { value: 414, configurable: true })
  Object.defineProperty(window, 'innerHeight', { value: 896, configurable: true })
  Object.defineProperty(window, 'devicePixelRatio', { value: 3, configurable: true })
  expect(windowInfo()).toEqual({ width: 414, height: 896, pixelRatio: 3 })
})

it('falls back to a 375-wide phone when the browser reports nothing', () => {
  Object.defineProperty(window, 'innerWidth', { value: 0, configurable: true })
  Object.defineProperty(window, 'innerHeight', { value: 0, configurable: true })
  Object.defineProperty(window, 'devicePixelRatio', { value: 0, configurable: true })
  expect(windowInfo()).toEqual({ width: 375, height: 667, pixelRatio: 2 })
})
