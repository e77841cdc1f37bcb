import type { SessionChannel, SessionMessage } from './sessionChannel';

/**
 * The tabs of one browser for store tests: each `tab()` is one tab's channel; a message posted
 * by one is heard by every other at once (and not by itself), as `BroadcastChannel` does.
 */
export class FakeSessionTabs {
  /** Every message posted, by which tab, in order. */
  readonly posted: { from: number; message: SessionMessage }[] = [];
  private readonly listeners: { tab: number; handler: (message: SessionMessage) => void }[] = [];
  private tabs = 0;

  tab(): SessionChannel {
    const tab = this.tabs++;
    return {
      post: (message) => {
        this.posted.push({ from: tab, message });
        for (const listener of [...this.listeners]) {
          if (listener.tab !== tab) listener.handler(message);
        }
      },
      listen: (handler) => {
        const listener = { tab, handler };
        this.listeners.push(listener);
        return () => {
          const at = this.listeners.indexOf(listener);
          if (at >= 0) this.listeners.splice(at, 1);
        };
      },
    };
  }
}
