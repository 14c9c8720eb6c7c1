/**
 * Resolves in a task after the current one, so work split by it never holds the main thread for the sum of its parts:
 * between two tasks the browser paints and answers input. setTimeout 0, as scheduler.yield is not in every browser we
 * support (iOS 12.2, Chrome 70).
 */
export function nextTask (): Promise<void> {
  return new Promise((resolve) => { setTimeout(resolve, 0) })
}
