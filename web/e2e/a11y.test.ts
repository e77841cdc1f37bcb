// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { seriousViolations } from './a11y';

/**
 * The journeys' axe check without a browser: pages are faked, and the functions
 * seriousViolations sends them are run here against a stubbed window and document, so the
 * settling, the time-out and the fresh-page check (a stall seen in CI, never alone) run on a
 * fake clock.
 */

interface Violation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: unknown[] }[];
}

const CONTRAST: Violation = {
  id: 'color-contrast',
  impact: 'serious',
  help: 'Elements must meet minimum color contrast ratio thresholds',
  nodes: [{ target: ['.price'] }],
};
const REGION: Violation = {
  id: 'region',
  impact: 'moderate',
  help: 'All page content should be contained by landmarks',
  nodes: [{ target: ['footer'] }],
};
const CONTRAST_LINE =
  'serious color-contrast: Elements must meet minimum color contrast ratio thresholds at [".price"]';
const URL = 'http://127.0.0.1:5173/member?page=withdraw';

interface PlannedRun {
  /** How long the run takes; `never` for one that does not return. */
  takesMs: number | 'never';
  violations: Violation[];
}

/** An animation as `document.getAnimations()` gives it. */
interface FakeAnimation {
  effect: { getComputedTiming: () => { endTime: number } };
  finished: Promise<unknown>;
}

function animation(endsInMs: number): FakeAnimation {
  return {
    effect: { getComputedTiming: () => ({ endTime: endsInMs }) },
    finished: Number.isFinite(endsInMs)
      ? new Promise((resolve) => setTimeout(resolve, endsInMs))
      : new Promise(() => undefined),
  };
}

interface FakePageOptions {
  /** One axe run in this page. */
  run: PlannedRun;
  /** The page's own answers never come back (its main thread is held). */
  unresponsive?: boolean;
  animations?: () => FakeAnimation[];
  /** The names of the dialogs open in the page. */
  dialogs?: string[];
  /** The page a fresh page of its context will be. */
  fresh?: FakePage;
}

type InPage = (arg?: unknown) => unknown;

/** One Playwright page, as far as seriousViolations uses it, evaluating in this process. */
class FakePage {
  /** When axe started in this page, in ms from the test's start. */
  readonly axeStarts: number[] = [];
  readonly visited: string[] = [];
  size = { width: 390, height: 844 };
  closed = false;
  private readonly t0 = Date.now();
  private readonly win: { axe?: { run: () => Promise<{ violations: Violation[] }> } } = {};

  constructor(private readonly options: FakePageOptions) {}

  url = () => URL;
  viewportSize = () => this.size;
  setViewportSize = (size: { width: number; height: number }) => {
    this.size = size;
    return Promise.resolve();
  };
  goto = (url: string) => {
    this.visited.push(url);
    return Promise.resolve(null);
  };
  waitForLoadState = () => Promise.resolve();
  close = () => {
    this.closed = true;
    return Promise.resolve();
  };
  context = () => ({
    newPage: () => {
      if (!this.options.fresh) throw new Error('no fresh page planned');
      return Promise.resolve(this.options.fresh);
    },
  });

  evaluate = (what: string | InPage, arg?: unknown): Promise<unknown> => {
    if (this.options.unresponsive) return new Promise(() => undefined);
    vi.stubGlobal('window', this.win);
    vi.stubGlobal('document', {
      visibilityState: 'visible',
      readyState: 'complete',
      getElementsByTagName: () => ({ length: 120 }),
      getAnimations: this.options.animations ?? (() => []),
      querySelectorAll: (selector: string) =>
        selector.includes('dialog')
          ? (this.options.dialogs ?? []).map((name) => ({
              tagName: 'DIV',
              getAttribute: (attribute: string) => (attribute === 'aria-label' ? name : null),
            }))
          : [],
    });
    // A string is axe-core's own source, injected when the page has no axe yet.
    if (typeof what === 'string') {
      this.win.axe = { run: () => this.startAxe() };
      return Promise.resolve(undefined);
    }
    return Promise.resolve(what(arg));
  };

  private startAxe(): Promise<{ violations: Violation[] }> {
    this.axeStarts.push(Date.now() - this.t0);
    const { takesMs, violations } = this.options.run;
    if (takesMs === 'never') return new Promise(() => undefined);
    return new Promise((resolve) => setTimeout(() => resolve({ violations }), takesMs));
  }

  asPage(): Page {
    return this as unknown as Page;
  }
}

let warn: MockInstance<typeof console.warn>;

beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('seriousViolations', () => {
  it('gives the serious and critical violations of a run that ends in time, in the page itself', async () => {
    const fresh = new FakePage({ run: { takesMs: 1_000, violations: [] } });
    const page = new FakePage({
      run: { takesMs: 2_000, violations: [CONTRAST, REGION] },
      fresh,
    });
    const found = seriousViolations(page.asPage());
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(found).resolves.toEqual([CONTRAST_LINE]);
    expect(page.axeStarts).toEqual([0]);
    expect(fresh.visited).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('lets a notice fading in end before axe measures colours, but not an endless spinner', async () => {
    const page = new FakePage({
      run: { takesMs: 100, violations: [] },
      animations: () => [animation(300), animation(Number.POSITIVE_INFINITY)],
    });
    const found = seriousViolations(page.asPage());
    await vi.advanceTimersByTimeAsync(400);
    await expect(found).resolves.toEqual([]);
    expect(page.axeStarts).toEqual([300]);
  });

  it('waits at most 2 s for animations to end', async () => {
    const page = new FakePage({
      run: { takesMs: 100, violations: [] },
      animations: () => [animation(10_000)],
    });
    const found = seriousViolations(page.asPage());
    await vi.advanceTimersByTimeAsync(2_100);
    await expect(found).resolves.toEqual([]);
    expect(page.axeStarts).toEqual([2_000]);
  });

  it('checks the same address at the same size in a fresh page when a run has not ended in 45 s, and says what the stalled page said of itself', async () => {
    const fresh = new FakePage({ run: { takesMs: 1_000, violations: [CONTRAST, REGION] } });
    const page = new FakePage({ run: { takesMs: 'never', violations: [] }, fresh });
    page.size = { width: 1280, height: 800 };
    const found = seriousViolations(page.asPage());
    await vi.advanceTimersByTimeAsync(44_999);
    expect(fresh.visited).toEqual([]);
    await vi.advanceTimersByTimeAsync(1 + 2_000);
    await expect(found).resolves.toEqual([CONTRAST_LINE]);
    expect(fresh.visited).toEqual([URL]);
    expect(fresh.size).toEqual({ width: 1280, height: 800 });
    expect(fresh.closed).toBe(true);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      `axe on ${URL}: the first did not finish within 45 s; page: visible, complete, ` +
        '120 elements; its timers fire; checking it again in a fresh page',
    );
  });

  it('says when the stalled page no longer answers at all', async () => {
    const fresh = new FakePage({ run: { takesMs: 1_000, violations: [] } });
    const page = new FakePage({
      run: { takesMs: 'never', violations: [] },
      unresponsive: true,
      fresh,
    });
    const found = seriousViolations(page.asPage());
    await vi.advanceTimersByTimeAsync(5_000 + 45_000 + 10_000 + 1_000);
    await expect(found).resolves.toEqual([]);
    expect(warn.mock.calls[0]?.[0]).toBe(
      `axe on ${URL}: the first did not finish within 45 s; page: Error: the page did not ` +
        'finish within 5 s; its timers do not fire; checking it again in a fresh page',
    );
  });

  it('fails rather than check a fresh page that does not show the dialog the journey opened', async () => {
    const fresh = new FakePage({ run: { takesMs: 1_000, violations: [] } });
    const page = new FakePage({
      run: { takesMs: 'never', violations: [] },
      dialogs: ['Menu'],
      fresh,
    });
    const failed = expect(seriousViolations(page.asPage())).rejects.toThrow(
      "a fresh page cannot stand in for the check: the journey's page had dialog Menu, a fresh " +
        'one has nothing open',
    );
    await vi.advanceTimersByTimeAsync(45_000 + 1_000);
    await failed;
    expect(fresh.axeStarts).toEqual([]);
    expect(fresh.closed).toBe(true);
  });

  it('checks a fresh page that shows the same dialog open', async () => {
    const fresh = new FakePage({
      run: { takesMs: 1_000, violations: [CONTRAST] },
      dialogs: ['Log in'],
    });
    const page = new FakePage({
      run: { takesMs: 'never', violations: [] },
      dialogs: ['Log in'],
      fresh,
    });
    const found = seriousViolations(page.asPage());
    await vi.advanceTimersByTimeAsync(45_000 + 3_000);
    await expect(found).resolves.toEqual([CONTRAST_LINE]);
  });

  it('fails with both reports when the fresh page’s run does not end either, and closes it', async () => {
    const fresh = new FakePage({ run: { takesMs: 'never', violations: [] } });
    const page = new FakePage({ run: { takesMs: 'never', violations: [] }, fresh });
    const failed = expect(seriousViolations(page.asPage())).rejects.toThrow(
      'axe, asked again in a fresh page (the first did not finish within 45 s; page: visible, ' +
        'complete, 120 elements; its timers fire), did not finish within 45 s',
    );
    await vi.advanceTimersByTimeAsync(45_000 + 45_000 + 100);
    await failed;
    expect(fresh.axeStarts).toHaveLength(1);
    expect(fresh.closed).toBe(true);
  });
});
