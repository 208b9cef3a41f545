/**
 * Waits for the next task: `scheduler.yield()` where the browser has it, else a timeout. Also a subpath
 * of its own (`@marketplace/design-system/next-task`), for code that must yield before the design
 * system's modules have been evaluated.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
