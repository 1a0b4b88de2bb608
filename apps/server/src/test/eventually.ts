/**
 * Polls until `check` passes, every 200 ms, or throws its last error after `ms`: for what a
 * background job does after the request that queued it.
 */
export async function eventually(check: () => Promise<void> | void, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await check();
      return;
    } catch (e) {
      if (Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
