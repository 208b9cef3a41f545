/**
 * Waits for the next task: `scheduler.yield()` where the browser has it, else a message posted to itself
 * (a task with no timer's minimum delay, in every browser). Where neither exists (a test's DOM, which
 * has no `MessageChannel`) it only lets queued promise callbacks run. Also a subpath of its own
 * (`@marketplace/design-system/next-task`), for code that must yield before the design system's modules
 * have been evaluated.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  if (typeof MessageChannel !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(undefined);
  });
}
