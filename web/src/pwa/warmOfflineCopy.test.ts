// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  ASKS_AT_ONCE,
  builtCodeLoaded,
  inTurns,
  picturesShown,
  warmOfflineCopy,
} from './warmOfflineCopy';

const ORIGIN = 'https://site.test';
const resources = [
  { name: `${ORIGIN}/assets/help-Ab12.js` },
  { name: `${ORIGIN}/assets/help-Cd34.css` },
  { name: `${ORIGIN}/assets/help-Ab12.js` },
  { name: `${ORIGIN}/assets/help-Ab12.js.map` },
  { name: `${ORIGIN}/wps/system/status` },
  { name: 'https://cdn.test/assets/other.js' },
];
const images = [
  { currentSrc: 'https://img.test/art/1.svg', src: 'https://img.test/art/1.svg', complete: true },
  { currentSrc: '', src: `${ORIGIN}/art/2.svg`, complete: true },
  { currentSrc: '', src: 'data:image/png;base64,AAAA', complete: true },
  // A lazy card below the fold: the page has not asked for it.
  { currentSrc: '', src: 'https://img.test/art/3.svg', complete: false },
];

function site() {
  const asked: { url: string; init?: RequestInit }[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    asked.push({ url: String(url), init });
    return new Response('x');
  }) as unknown as typeof fetch;
  return { asked, fetchImpl };
}

describe('asking again through the worker for what the page loaded before it', () => {
  it('finds the site’s own built code, once each, and the pictures it has loaded', () => {
    expect(builtCodeLoaded(resources, ORIGIN)).toEqual([
      `${ORIGIN}/assets/help-Ab12.js`,
      `${ORIGIN}/assets/help-Cd34.css`,
    ]);
    expect(picturesShown(images, ORIGIN)).toEqual([
      'https://img.test/art/1.svg',
      `${ORIGIN}/art/2.svg`,
    ]);
  });

  it('asks a visitor’s page for its code, pictures (as pictures) and reads', async () => {
    const { asked, fetchImpl } = site();
    const readAgain = vi.fn(async () => undefined);
    await warmOfflineCopy({
      readAgain,
      signedIn: false,
      resources,
      images,
      origin: ORIGIN,
      fetch: fetchImpl,
    });
    expect(readAgain).toHaveBeenCalledOnce();
    expect(asked.map((a) => a.url)).toEqual([
      `${ORIGIN}/assets/help-Ab12.js`,
      `${ORIGIN}/assets/help-Cd34.css`,
      'https://img.test/art/1.svg',
      `${ORIGIN}/art/2.svg`,
    ]);
    const [, , cdn, own] = asked;
    expect(new Headers(cdn!.init?.headers).get('Accept')).toMatch(/^image\//);
    expect(cdn!.init?.mode).toBe('no-cors');
    expect(own!.init?.mode).toBe('same-origin');
  });

  it('asks a member’s page for its code only: nothing of theirs is kept', async () => {
    const { asked, fetchImpl } = site();
    const readAgain = vi.fn(async () => undefined);
    await warmOfflineCopy({
      readAgain,
      signedIn: true,
      resources,
      images,
      origin: ORIGIN,
      fetch: fetchImpl,
    });
    expect(readAgain).not.toHaveBeenCalled();
    expect(asked.every((a) => a.url.startsWith(`${ORIGIN}/assets/`))).toBe(true);
  });

  it('fetches the lobbies’ words in the player’s language for visitors and members alike', async () => {
    for (const signedIn of [false, true]) {
      const wordsAgain = vi.fn(async () => undefined);
      await warmOfflineCopy({
        readAgain: async () => undefined,
        signedIn,
        wordsAgain,
        resources,
        images,
        origin: ORIGIN,
        fetch: site().fetchImpl,
      });
      expect(wordsAgain, `signed in: ${signedIn}`).toHaveBeenCalledOnce();
    }
  });

  it('still asks for the code when the words cannot be fetched', async () => {
    const { asked, fetchImpl } = site();
    await expect(
      warmOfflineCopy({
        readAgain: async () => undefined,
        signedIn: true,
        wordsAgain: () => Promise.reject(new Error('offline')),
        resources,
        origin: ORIGIN,
        fetch: fetchImpl,
      }),
    ).resolves.toBeUndefined();
    expect(asked).toHaveLength(2);
  });

  it('keeps at most four requests in flight, starting each as one ends, until all are asked', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ name: `${ORIGIN}/assets/chunk-${i}.js` }));
    const answers: (() => void)[] = [];
    let inFlight = 0;
    let most = 0;
    const fetchImpl = vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          answers.push(() => {
            inFlight -= 1;
            resolve(new Response('x'));
          });
        }),
    ) as unknown as typeof fetch;
    const warming = warmOfflineCopy({
      readAgain: async () => undefined,
      signedIn: true,
      resources: many,
      origin: ORIGIN,
      fetch: fetchImpl,
    });
    await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(ASKS_AT_ONCE));
    while (answers.length > 0) {
      answers.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await warming;
    expect(fetchImpl).toHaveBeenCalledTimes(40);
    expect(most).toBe(ASKS_AT_ONCE);
  });
});

describe('inTurns', () => {
  it('runs every ask once, none when there are none', async () => {
    const ran: number[] = [];
    await inTurns(
      [1, 2, 3].map((n) => async () => void ran.push(n)),
      2,
    );
    expect(ran.sort()).toEqual([1, 2, 3]);
    await expect(inTurns([], 4)).resolves.toBeUndefined();
  });
});
