interface TaskScheduler { postTask (task: () => void, options: { priority: 'user-blocking' }): Promise<void> }

/**
 * Resolves in a task after the current one, so work split by it never holds the main thread for the sum of its parts:
 * between two tasks the browser paints and answers input. Where the browser has scheduler.postTask (Chrome 94), the
 * task is user-blocking, ahead of ordinary ones such as a loaded script's evaluation, so the start-up's requests are not
 * held behind the first screen's chunk; elsewhere (iOS Safari, older Chrome) a setTimeout 0.
 */
export function nextTask (): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler
  if (typeof scheduler?.postTask === 'function') return scheduler.postTask(() => undefined, { priority: 'user-blocking' })
  return new Promise((resolve) => { setTimeout(resolve, 0) })
}
