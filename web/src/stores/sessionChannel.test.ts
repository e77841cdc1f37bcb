// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  asSessionMessage,
  browserSessionChannel,
  silentSessionChannel,
  type SessionMessage,
} from './sessionChannel';

afterEach(() => vi.unstubAllGlobals());

describe('the tabs’ session channel', () => {
  it('carries a tab’s word to the other tabs, not back to itself', async () => {
    // A name of its own, so no other test's channels hear this one.
    const name = `playhouse-session-test-${Math.random()}`;
    const first = browserSessionChannel(name);
    const second = browserSessionChannel(name);
    const heardByFirst: SessionMessage[] = [];
    const stopFirst = first.listen((message) => heardByFirst.push(message));
    const heard = new Promise<SessionMessage>((resolve) => {
      const stop = second.listen((message) => {
        stop();
        resolve(message);
      });
    });
    first.post({ type: 'signed-out' });
    expect(await heard).toEqual({ type: 'signed-out' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heardByFirst).toEqual([]);
    stopFirst();
  });

  it('takes only the two session messages from whatever is posted on it', () => {
    expect(asSessionMessage({ type: 'signed-in' })).toEqual({ type: 'signed-in' });
    expect(asSessionMessage({ type: 'signed-out', token: 'x' })).toEqual({ type: 'signed-out' });
    expect(asSessionMessage({ type: 'sign-everyone-out' })).toBeNull();
    expect(asSessionMessage('signed-out')).toBeNull();
    expect(asSessionMessage(null)).toBeNull();
  });

  it('is silent where the browser has no BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const channel = browserSessionChannel();
    expect(channel).toBe(silentSessionChannel);
    expect(() => channel.post({ type: 'signed-in' })).not.toThrow();
    channel.listen(() => undefined)();
  });
});
