import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BROWSER_EVENT_NAMES, MEMBER_EVENT_NAMES, SESSION_RESYNC } from './events.js';

/** The web app's list, loaded at run time so the two workspaces stay separately compiled. */
const webEvents = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../web/src/realtime/events.ts',
);

interface WebEvents {
  MemberEvent: Record<string, string>;
  SESSION_RESYNC: string;
  REALTIME_EVENT_NAMES: readonly string[];
}

describe('event names shared with the web app', () => {
  it('the browser listens for exactly the events the gateway sends', async () => {
    const web = (await import(webEvents)) as WebEvents;
    expect([...web.REALTIME_EVENT_NAMES].sort()).toEqual([...BROWSER_EVENT_NAMES].sort());
    expect(Object.values(web.MemberEvent).sort()).toEqual([...MEMBER_EVENT_NAMES].sort());
    expect(web.SESSION_RESYNC).toBe(SESSION_RESYNC);
  });
});
