import { act } from 'react'

/**
 * Waits until `check` stops throwing: the one wait of the component tests. The fake API answers at once, but the
 * screens render its answers, Taro's stencil components and MobX reactions a few turns later; polling inside act lets
 * React commit between tries. A negative check first waits here for a positive sign that the event was handled.
 */
export async function eventually (check: () => void, timeout = 5000): Promise<void> {
  const started = Date.now()
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (Date.now() - started > timeout) throw error
      await act(async () => { await new Promise((resolve) => setTimeout(resolve, 25)) })
    }
  }
}
