/**
 * Retries an assertion until it passes or `timeoutMs` runs out (then throws its last failure).
 * Events are delivered after the HTTP answer, so a test waits for their effect this way.
 */
export async function eventually<T>(check: () => T | Promise<T>, timeoutMs = 5000): Promise<T> {
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
