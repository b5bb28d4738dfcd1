/** Retries `check` until it stops throwing (events arrive after the HTTP answer), or fails. */
export async function eventually<T>(check: () => Promise<T> | T, timeoutMs = 3000): Promise<T> {
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
