import { describe, expect, it, vi } from 'vitest';
import { openPendingServiceWindow, openServiceWindow, SERVICE_WINDOW } from './serviceWindow';

describe('openServiceWindow', () => {
  it('opens a 440×750 window and cuts its link back to the site', () => {
    const opened = { opener: window } as unknown as Window;
    const open = vi.fn(() => opened);
    expect(openServiceWindow('https://chat.example/room', open)).toBe(true);
    const [url, , features] = open.mock.calls[0] as unknown as [string, string, string];
    expect(url).toBe('https://chat.example/room');
    expect(features).toContain(`width=${SERVICE_WINDOW.width},height=${SERVICE_WINDOW.height}`);
    expect(opened.opener).toBeNull();
  });

  it('reports a window the browser blocked, so the player can be told to allow it', () => {
    expect(openServiceWindow('https://chat.example/room', () => null)).toBe(false);
  });
});

describe('openPendingServiceWindow', () => {
  it('opens the window during the click and sends it to the address given later', () => {
    const replace = vi.fn();
    const opened = { opener: window, location: { replace }, close: vi.fn() } as unknown as Window;
    const open = vi.fn(() => opened);
    const pending = openPendingServiceWindow(open);
    expect(open).toHaveBeenCalledWith('about:blank', 'customer-service', expect.any(String));
    expect(opened.opener).toBeNull();
    pending?.go('https://chat.example/room');
    expect(replace).toHaveBeenCalledWith('https://chat.example/room');
  });

  it('reports a blocked window at once', () => {
    expect(openPendingServiceWindow(() => null)).toBeNull();
  });
});
