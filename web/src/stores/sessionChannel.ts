/**
 * What one tab tells the browser's other tabs of the site about the session they share. The
 * session is the gateway's cookie, so it is one for every tab: a tab that saw it end (sign-out,
 * expiry, cool-off) or begin (a sign-in) says so, and the others follow at once instead of
 * finding out at their next refused call or staying signed out until a reload.
 */
export type SessionMessage = { type: 'signed-in' } | { type: 'signed-out' };

export interface SessionChannel {
  /** Tells the other tabs; this tab does not hear its own message. */
  post(message: SessionMessage): void;
  /** Hears the other tabs; returns the function that stops listening. */
  listen(handler: (message: SessionMessage) => void): () => void;
}

/** The channel's name, the same in every tab of the site. */
export const SESSION_CHANNEL_NAME = 'playhouse-session';

/** For a page that has no other tabs to tell: the server's renderer, tests that do not care. */
export const silentSessionChannel: SessionChannel = {
  post: () => undefined,
  listen: () => () => undefined,
};

/** A message from another tab, or null for anything else posted on the channel. */
export function asSessionMessage(data: unknown): SessionMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  return type === 'signed-in' || type === 'signed-out' ? { type } : null;
}

/**
 * The tabs' channel in a browser, over `BroadcastChannel`; silent where there is none (an old
 * browser, the server). Only the browser's entry makes one: Node has `BroadcastChannel` too, and a
 * renderer's store must not talk to other requests' stores.
 */
export function browserSessionChannel(name = SESSION_CHANNEL_NAME): SessionChannel {
  if (typeof BroadcastChannel === 'undefined') return silentSessionChannel;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (handler) => {
      const onMessage = (event: MessageEvent) => {
        const message = asSessionMessage(event.data);
        if (message) handler(message);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
