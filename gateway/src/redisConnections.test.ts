import { afterEach, describe, expect, it, vi } from 'vitest';
import { quitWithin } from './redisConnections.js';

function connection(status: string, quit: () => Promise<'OK'>) {
  return { status, quit: vi.fn(quit), disconnect: vi.fn() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('closing a Redis connection', () => {
  it('quits a ready connection whose Redis answers, without dropping it', async () => {
    const c = connection('ready', () => Promise.resolve('OK'));
    await quitWithin(c, 1_000);
    expect(c.quit).toHaveBeenCalledOnce();
    expect(c.disconnect).not.toHaveBeenCalled();
  });

  it('drops a connection that still looks ready but whose Redis has gone, once the wait is over', async () => {
    vi.useFakeTimers();
    const c = connection('ready', () => new Promise(() => undefined));
    const closed = quitWithin(c, 1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(c.disconnect).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await closed;
    expect(c.disconnect).toHaveBeenCalledOnce();
  });

  it('drops a connection still waiting for Redis without sending QUIT', async () => {
    const c = connection('reconnecting', () => Promise.resolve('OK'));
    await quitWithin(c, 1_000);
    expect(c.quit).not.toHaveBeenCalled();
    expect(c.disconnect).toHaveBeenCalledOnce();
  });

  it('is done when QUIT fails', async () => {
    const c = connection('ready', () => Promise.reject(new Error('Connection is closed.')));
    await quitWithin(c, 1_000);
    expect(c.disconnect).not.toHaveBeenCalled();
  });
});
