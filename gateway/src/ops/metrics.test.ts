import { describe, expect, it } from 'vitest';
import { createMetrics } from './metrics.js';

describe('the relay counters', () => {
  it('show every counted message at each scrape, once', async () => {
    const metrics = createMetrics();
    metrics.pushMessages.count('DEPOSIT');
    metrics.pushMessages.count('DEPOSIT');
    metrics.socketDeliveries.count('member:deposit');
    const first = await metrics.registry.metrics();
    expect(first).toMatch(/^gateway_push_messages_total\{type="DEPOSIT"\} 2$/m);
    expect(first).toMatch(/^gateway_socket_events_relayed_total\{event="member:deposit"\} 1$/m);

    metrics.pushMessages.count('DEPOSIT');
    metrics.pushMessages.count('INBOX');
    const second = await metrics.registry.metrics();
    expect(second).toMatch(/^gateway_push_messages_total\{type="DEPOSIT"\} 3$/m);
    expect(second).toMatch(/^gateway_push_messages_total\{type="INBOX"\} 1$/m);
    expect(second).toMatch(/^gateway_socket_events_relayed_total\{event="member:deposit"\} 1$/m);
  });
});
