type YieldingScheduler = { yield: () => Promise<void> };

/**
 * Resolves in a later task, after the browser has run what was waiting (a tap, a paint): work
 * split across `await nextTask()` never holds the page up for long on a slow phone.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  // A message comes back as a task of its own, without the 4 ms a chain of timers waits.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
