import { describe, expect, it } from 'vitest';
import { ConnectPacer } from './connectPacer.js';

describe('ConnectPacer', () => {
  it('spaces CONNECTs so no second holds more than the cap', async () => {
    let now = 0;
    const pacer = new ConnectPacer(400, () => now);
    // 1,000 members reconnecting at once: the last one's slot is 2.5 s out.
    const takes: Promise<boolean>[] = [];
    for (let n = 0; n < 1000; n += 1) takes.push(pacer.take());
    expect(pacer.backlogMs).toBe(2500);
    now = 10_000;
    expect(pacer.backlogMs).toBe(0);
    const cancelled = await new ConnectPacer(1000, () => 0).take(() => true);
    expect(cancelled).toBe(false);
  });
});
