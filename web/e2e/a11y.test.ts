// @vitest-environment node
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { seriousViolations } from './a11y';

/**
 * The journeys' axe check without a browser: the page is faked, and the functions
 * seriousViolations sends it are run here against a stubbed window and document, so the
 * timeout-and-retry path (seen in CI, never reproduced alone) is exercised on a fake clock.
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

interface PlannedRun {
  /** How long the run takes; `never` for one that does not return. */
  takesMs: number | 'never';
  violations: Violation[];
}

/** axe-core as the page holds it: like the real one, it refuses a run while another is going. */
class FakeAxe {
  _running = false;
  /** When each run started, in ms from the test's start. */
  readonly starts: number[] = [];

  constructor(
    private readonly plan: PlannedRun[],
    private readonly t0: number,
  ) {}

  run(): Promise<{ violations: Violation[] }> {
    if (this._running) return Promise.reject(new Error('Axe is already running.'));
    const next = this.plan[this.starts.length];
    this.starts.push(Date.now() - this.t0);
    if (!next) return Promise.reject(new Error('axe was run more often than planned'));
    this._running = true;
    const { takesMs, violations } = next;
    if (takesMs === 'never') return new Promise(() => undefined);
    return new Promise((resolve) => {
      setTimeout(() => {
        this._running = false;
        resolve({ violations });
      }, takesMs);
    });
  }
}

type InPage = (arg?: unknown) => unknown;

/** The part of Playwright's Page that seriousViolations uses, evaluating in this process. */
function fakePage(plan: PlannedRun[]) {
  const axe = new FakeAxe(plan, Date.now());
  const win: { axe?: FakeAxe } = {};
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', { visibilityState: 'hidden', readyState: 'complete' });
  let loads = 0;
  const page = {
    url: () => 'http://127.0.0.1:5173/centre/records',
    evaluate: (what: string | InPage, arg?: unknown) => {
      // A string is axe-core's own source, injected when the page has no axe yet.
      if (typeof what === 'string') {
        loads += 1;
        win.axe = axe;
        return Promise.resolve(undefined);
      }
      return Promise.resolve(what(arg));
    },
    waitForFunction: (
      check: InPage,
      arg: unknown,
      { polling, timeout }: { polling: number; timeout: number },
    ) =>
      new Promise<void>((resolve, reject) => {
        const deadline = Date.now() + timeout;
        const poll = () => {
          if (check(arg)) resolve();
          else if (Date.now() >= deadline)
            reject(new Error(`page.waitForFunction: Timeout ${timeout}ms exceeded.`));
          else setTimeout(poll, polling);
        };
        poll();
      }),
  };
  return { page: page as unknown as Page, axe, loads: () => loads };
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
  it('gives the serious and critical violations of a run that ends in time, run once', async () => {
    const { page, axe, loads } = fakePage([{ takesMs: 2_000, violations: [CONTRAST, REGION] }]);
    const found = seriousViolations(page);
    await vi.advanceTimersByTimeAsync(2_000);
    await expect(found).resolves.toEqual([CONTRAST_LINE]);
    expect(axe.starts).toEqual([0]);
    expect(loads()).toBe(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('reports a run still going after 45 s with the page’s state, lets it end, then runs axe once more', async () => {
    const { page, axe, loads } = fakePage([
      { takesMs: 60_000, violations: [] },
      { takesMs: 1_000, violations: [CONTRAST, REGION] },
    ]);
    const found = seriousViolations(page);
    await vi.advanceTimersByTimeAsync(44_999);
    expect(warn).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toBe(
      'axe did not finish on http://127.0.0.1:5173/centre/records within 45 s ' +
        '(page: hidden, complete); once more',
    );
    // Not asked again while the first run is still going: axe would refuse.
    await vi.advanceTimersByTimeAsync(14_999);
    expect(axe.starts).toEqual([0]);
    await vi.advanceTimersByTimeAsync(2_001);
    await expect(found).resolves.toEqual([CONTRAST_LINE]);
    expect(axe.starts).toHaveLength(2);
    expect(axe.starts[1]).toBeGreaterThanOrEqual(60_000);
    expect(axe.starts[1]).toBeLessThanOrEqual(60_500);
    // axe stays in the page: the second run does not inject it again.
    expect(loads()).toBe(1);
  });

  it('fails, naming the second attempt, when the run asked once more does not end either', async () => {
    const { page, axe } = fakePage([
      { takesMs: 60_000, violations: [] },
      { takesMs: 'never', violations: [] },
    ]);
    const failed = expect(seriousViolations(page)).rejects.toThrow(
      'axe, asked a second time, did not finish within 45 s',
    );
    await vi.advanceTimersByTimeAsync(60_000 + 45_000 + 500);
    await failed;
    expect(axe.starts).toHaveLength(2);
  });

  it('fails without a second run when the first never ends', async () => {
    const { page, axe } = fakePage([{ takesMs: 'never', violations: [] }]);
    const failed = expect(seriousViolations(page)).rejects.toThrow('Timeout 45000ms exceeded');
    await vi.advanceTimersByTimeAsync(45_000 + 45_000 + 500);
    await failed;
    expect(axe.starts).toEqual([0]);
  });
});
