/**
 * Retries `check` until it stops throwing (events arrive after the HTTP answer), then answers
 * what it returned; past the timeout the last failure is thrown.
 */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 5000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
