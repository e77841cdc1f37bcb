import { act, cleanup, render, screen } from '@testing-library/react';
import { startTransition, Suspense, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { featureMessages, useFeatureTranslation, useMessages } from '../centre/messages';
import { createI18n } from './i18n';
import { ensureMessages } from './loadMessages';

afterEach(cleanup);

/** Bundles asked for and not yet arrived, of every namespace (the registry is the module's). */
const arrivals: (() => void)[] = [];

/** Lets every bundle asked for so far arrive, and React settle. */
async function arrive() {
  await act(async () => {
    for (const resolve of arrivals.splice(0)) resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** A namespace whose other languages arrive when the test says so, listing each fetch. */
function deferredNamespace(ns: string) {
  const fetched: string[] = [];
  const later = (folder: string, text: string) => () => {
    fetched.push(folder);
    return new Promise<{ default: { sample_title: string } }>((resolve) =>
      arrivals.push(() => resolve({ default: { sample_title: text } })),
    );
  };
  const messages = featureMessages(
    ns,
    { sample_title: 'Deposit' },
    {
      cn: later('cn', '存款'),
      km: later('km', 'ដាក់ប្រាក់'),
      th: later('th', 'ฝาก'),
      vi: later('vi', 'Nạp'),
    },
  );
  return { messages, fetched };
}

/** Renders under a Suspense placeholder, awaited: React attaches its retry to a promise it suspends on only in an async act. */
async function renderSuspended(i18n: ReturnType<typeof createI18n>, screenToShow: ReactNode) {
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>placeholder</p>}>{screenToShow}</Suspense>
      </I18nextProvider>,
    );
  });
}

describe("a feature's bundles", () => {
  it('wait, with the Suspense placeholder, for the language in use rather than show English', async () => {
    const { messages, fetched } = deferredNamespace('sample-suspend');
    function Title() {
      const t = useMessages(messages);
      return <h1>{t('sample_title')}</h1>;
    }
    const i18n = createI18n('TH');
    await renderSuspended(i18n, <Title />);
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.queryByText('Deposit')).toBeNull();
    await arrive();
    expect((await screen.findByRole('heading')).textContent).toBe('ฝาก');
    expect(fetched).toEqual(['th']);
  });

  it("read through useFeatureTranslation, find a screen's own words and the shared ones in one t", async () => {
    const { messages, fetched } = deferredNamespace('sample-both');
    function Title() {
      const t = useFeatureTranslation(messages);
      // The feature's own key, then one of the shared namespace's (the home route's).
      return (
        <h1>
          {t('sample_title')} · {t('retry')}
        </h1>
      );
    }
    const i18n = createI18n('TH', { TH: { translation: { retry: 'ลองอีกครั้ง' } } });
    await renderSuspended(i18n, <Title />);
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(fetched).toEqual(['th']);
    await arrive();
    expect(screen.getByRole('heading').textContent).toBe('ฝาก · ลองอีกครั้ง');
  });

  it('arriving while a transition waits for them, let React carry on without an error', async () => {
    // A screen opened by a navigation (a transition) waits on its bundle and React replays it
    // when the bundle arrives; a hook order that changes on that replay throws (#467).
    const { messages } = deferredNamespace('sample-transition');
    function Title() {
      const t = useMessages(messages);
      return <h1>{t('sample_title')}</h1>;
    }
    const i18n = createI18n('TH');
    const recovered: unknown[] = [];
    // React's development build names the mistake instead of throwing it (production: #467).
    const complaints = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container, { onRecoverableError: (error) => recovered.push(error) });
    const page = (content: React.ReactNode) => (
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>placeholder</p>}>{content}</Suspense>
      </I18nextProvider>
    );
    await act(async () => root.render(page(<p>home</p>)));
    await act(async () => startTransition(() => root.render(page(<Title />))));
    // The page on screen stays while the next one waits.
    expect(container.textContent).toBe('home');
    await arrive();
    expect(container.textContent).toBe('ฝาก');
    expect(recovered).toEqual([]);
    expect(complaints.mock.calls.map((call) => String(call[0]))).toEqual([]);
    complaints.mockRestore();
    act(() => root.unmount());
    container.remove();
  });

  it('of every namespace registered so far are fetched before a switch, English never', async () => {
    const { messages, fetched } = deferredNamespace('sample-switch');
    const i18n = createI18n('EN');
    const switching = ensureMessages(i18n, 'KM');
    await arrive();
    await switching;
    expect(fetched).toEqual(['km']);
    expect(i18n.getResource('KM', messages.ns, 'sample_title')).toBe('ដាក់ប្រាក់');
    expect(i18n.getResource('KM', 'translation', 'login')).toBe('ចូលគណនី');

    await ensureMessages(i18n, 'KM');
    await ensureMessages(i18n, 'JA');
    expect(fetched).toEqual(['km']);
  });
});
