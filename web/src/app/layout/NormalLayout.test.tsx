import { act, cleanup } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeTransport } from '../../stores/fakeTransport';
import { testRoot } from '../../stores/testRoot';
import { renderOnServer, renderWithStores } from '../../testing/render';
import { NormalLayout } from './NormalLayout';

/** How often the frame's header was rendered: it is rendered whenever the frame itself is. */
const headerRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./Header', () => ({
  Header: () => {
    headerRenders.count += 1;
    return <header>header</header>;
  },
}));

/** Whether the floating red envelope's code was fetched (the lazy import ran). */
const envelopeCode = vi.hoisted(() => ({ loaded: false }));
vi.mock('../../features/red-envelopes', () => {
  envelopeCode.loaded = true;
  return { RedEnvelopeFloat: () => <p>envelope float</p> };
});

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

const helpInFrame = (
  <Routes>
    <Route element={<NormalLayout />}>
      <Route path="/help" element={<p>help page</p>} />
    </Route>
  </Routes>
);

/** A root whose status call has answered, as the frame finds it on the server and in the browser. */
async function openSite(signedIn = false) {
  const { root } = testRoot({ signedIn, transport: new FakeTransport().on('permission', {}) });
  await root.system.load();
  return root;
}

/** A phone, whose narrow layout is the one the server renders (see useMediaQuery). */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

describe('the normal frame taking over the server-rendered page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('comes alive on a phone without rendering the frame a second time', async () => {
    onAPhone();
    const serverMarkup = renderOnServer(helpInFrame, { root: await openSite(), path: '/help' });
    const markup = document.createElement('div');
    markup.innerHTML = serverMarkup;
    expect(markup.querySelector('[data-site-state="normal"]')?.hasAttribute('data-hydrating')).toBe(
      true,
    );
    headerRenders.count = 0;
    const recoverable = vi.fn();

    const root = await openSite();
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = renderWithStores(helpInFrame, {
        root,
        path: '/help',
        serverMarkup,
        onRecoverableError: recoverable,
      }));
    });

    // Live: the mark that keeps buttons inert is gone, the markup was kept as the server sent it,
    // and the frame (its header, its menus, the page) was rendered once, by hydration only.
    const frame = container.querySelector('[data-site-state="normal"]');
    expect(frame?.hasAttribute('data-hydrating')).toBe(false);
    expect(container.textContent).toContain('help page');
    expect(recoverable).not.toHaveBeenCalled();
    expect(headerRenders.count).toBe(1);
  });

  it('holds the side menu of wide screens in the server markup, so hydration does not add it', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderOnServer(helpInFrame, { root: await openSite(), path: '/help' });
    // The phone's stylesheet hides it (styles.css); a wide screen shows it from the first paint,
    // and the page below does not grow and move under a tap when the browser learns the width.
    const menu = container.querySelector('aside.layout__side:not(.layout__side--drawer)');
    expect(menu?.querySelectorAll('a').length).toBeGreaterThan(5);
  });
});

describe('the floating red envelope', () => {
  afterEach(() => vi.unstubAllGlobals());

  async function renderLive(signedIn = false): Promise<HTMLElement> {
    onAPhone();
    envelopeCode.loaded = false;
    const root = await openSite(signedIn);
    let container!: HTMLElement;
    await act(async () => {
      ({ container } = renderWithStores(helpInFrame, { root, path: '/help' }));
    });
    return container;
  }

  it('is not even fetched for a visitor', async () => {
    const container = await renderLive();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(envelopeCode.loaded).toBe(false);
    expect(container.textContent).not.toContain('envelope float');
  });

  it('is fetched and shown for a signed-in member', async () => {
    const container = await renderLive(true);
    await vi.waitFor(() => expect(container.textContent).toContain('envelope float'));
  });
});
