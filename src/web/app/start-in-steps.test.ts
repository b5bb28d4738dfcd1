import { describe, expect, it, vi } from 'vitest';
import { startInSteps } from './start-in-steps';

describe('startInSteps', () => {
  it("runs the arriving page's chunks in the order listed", async () => {
    const loaded: string[] = [];
    const load = vi.fn(async (url: string) => void loaded.push(url));
    await startInSteps(['/assets/zod.js', '/assets/form.js', '/assets/page.js'], load);
    expect(loaded).toEqual(['/assets/zod.js', '/assets/form.js', '/assets/page.js']);
  });

  it('goes on past a chunk that cannot be had, for the page to report', async () => {
    const load = vi.fn((url: string) =>
      url.includes('missing') ? Promise.reject(new Error('offline')) : Promise.resolve(),
    );
    await expect(
      startInSteps(['/assets/missing.js', '/assets/page.js'], load),
    ).resolves.toBeUndefined();
    expect(load).toHaveBeenLastCalledWith('/assets/page.js');
  });

  it('has nothing to run for a page the loader does not list', async () => {
    const load = vi.fn();
    await startInSteps(undefined, load);
    expect(load).not.toHaveBeenCalled();
  });
});
