import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('continues in a later task, not in the microtasks of the current one', async () => {
    vi.stubGlobal('scheduler', undefined);
    let continued = false;
    void yieldToMain().then(() => (continued = true));
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    expect(continued).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(continued).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldFn });
    await yieldToMain();
    expect(yieldFn).toHaveBeenCalledOnce();
  });
});
