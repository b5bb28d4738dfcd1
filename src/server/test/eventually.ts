/**
 * Retries `check` until it stops throwing (or the time is up, when its last error is thrown).
 * Events are delivered after commit, asynchronously: a test that reads an event's effect right
 * after the HTTP answer polls for it instead of sleeping a guessed time.
 */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
