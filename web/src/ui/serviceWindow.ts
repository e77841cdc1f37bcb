/** Customer-service chats open in their own small window, as the platform's site does. */
export const SERVICE_WINDOW = { width: 440, height: 750 } as const;

/**
 * Opens the chat window centred over the site. Returns false when the browser blocked it, so the
 * caller can ask the player to allow popups (spec §8). `noopener` is not used as a feature: with
 * it every browser returns null, and a blocked window could not be told from an open one.
 */
export function openServiceWindow(
  url: string,
  open: typeof window.open = window.open.bind(window),
): boolean {
  const opened = openWindow(url, open);
  if (!opened) return false;
  // The chat page must not be able to steer this one.
  opened.opener = null;
  return true;
}

/**
 * For an address the platform gives only after a call (the live chat launch): the window must
 * open during the click, or the browser blocks it, so it opens empty and `go` sends it on.
 * Null when the browser blocked it.
 */
export function openPendingServiceWindow(
  open: typeof window.open = window.open.bind(window),
): { go(url: string): void; close(): void } | null {
  const opened = openWindow('about:blank', open);
  if (!opened) return null;
  opened.opener = null;
  return {
    go: (url) => opened.location.replace(url),
    close: () => opened.close(),
  };
}

function openWindow(url: string, open: typeof window.open): Window | null {
  const left = Math.max(0, window.screenX + (window.outerWidth - SERVICE_WINDOW.width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - SERVICE_WINDOW.height) / 2);
  return open(
    url,
    'customer-service',
    `width=${SERVICE_WINDOW.width},height=${SERVICE_WINDOW.height},left=${left},top=${top}`,
  );
}
