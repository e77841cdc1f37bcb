import { makeAutoObservable, runInAction } from 'mobx';
import { cacheBuster } from '../../api/sitePing';
import type { RootStore } from '../../stores/RootStore';

/** Requests timed per line; the middle one is shown, so one stray slow answer does not count. */
export const SAMPLES = 3;

/** The spec's bands (§4): fast up to 80 ms, normal up to 150 ms, slow above. */
export type SpeedBand = 'fast' | 'normal' | 'slow';

export function speedBand(ms: number): SpeedBand {
  if (ms <= 80) return 'fast';
  if (ms <= 150) return 'normal';
  return 'slow';
}

/**
 * One line the browser can reach and time: a small request that must not come from a cache.
 * `labelKey` names it for the player.
 */
export interface LineProbe {
  id: string;
  labelKey: 'speed_line_site' | 'speed_line_platform';
  send: () => Promise<unknown>;
}

export type LineState =
  | { reading: 'idle' }
  | { reading: 'testing' }
  | { reading: 'measured'; ms: number; band: SpeedBand }
  | { reading: 'failed' };

export interface SpeedLine {
  id: string;
  labelKey: LineProbe['labelKey'];
  state: LineState;
}

/** Mirror domains timed per test (spec §9: "domains tested 5"); the rest are listed untimed. */
export const MIRRORS_TESTED = 5;

/** The site's mirror domains (status call) and how to time one from this device. */
export interface MirrorSource {
  domains: () => readonly string[];
  /** Absent where the page cannot time another domain; the domains are then listed untimed. */
  probe?: (domain: string) => Promise<unknown>;
}

export interface MirrorLine {
  domain: string;
  state: LineState;
}

function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The server-speed modal: real round trips from this device, timed with the page's clock. Only
 * lines the page may reach are tested (its own origin, and the platform through it); the
 * figures shown are the measured ones, never adjusted (decisions.md §2).
 */
export class SystemSpeedStore {
  lines: SpeedLine[];
  private readonly mirrorStates = new Map<string, LineState>();

  constructor(
    private readonly probes: readonly LineProbe[],
    private readonly now: () => number,
    private readonly mirrors: MirrorSource = { domains: () => [] },
  ) {
    this.lines = probes.map((p) => ({
      id: p.id,
      labelKey: p.labelKey,
      state: { reading: 'idle' },
    }));
    makeAutoObservable<SystemSpeedStore, 'probes' | 'now' | 'mirrors'>(this, {
      probes: false,
      now: false,
      mirrors: false,
    });
  }

  /** Every mirror domain with its last result; only the first five are ever timed. */
  get mirrorLines(): MirrorLine[] {
    return this.mirrors.domains().map((domain) => ({
      domain,
      state: this.mirrorStates.get(domain) ?? { reading: 'idle' },
    }));
  }

  get testing(): boolean {
    return (
      this.lines.some((line) => line.state.reading === 'testing') ||
      [...this.mirrorStates.values()].some((state) => state.reading === 'testing')
    );
  }

  /** Tests every line one after another, so the lines do not slow each other down. */
  async testAll(): Promise<void> {
    if (this.testing) return;
    const { probe: mirrorProbe } = this.mirrors;
    const timed = mirrorProbe ? this.mirrors.domains().slice(0, MIRRORS_TESTED) : [];
    for (const line of this.lines) line.state = { reading: 'testing' };
    for (const domain of timed) this.mirrorStates.set(domain, { reading: 'testing' });
    for (const probe of this.probes) {
      const state = await this.measure(probe.send);
      runInAction(() => {
        const line = this.lines.find((l) => l.id === probe.id);
        if (line) line.state = state;
      });
    }
    for (const domain of timed) {
      const state = await this.measure(async () => mirrorProbe?.(domain));
      runInAction(() => this.mirrorStates.set(domain, state));
    }
  }

  private async measure(send: () => Promise<unknown>): Promise<LineState> {
    const times: number[] = [];
    try {
      for (let i = 0; i < SAMPLES; i += 1) {
        const started = this.now();
        await send();
        times.push(this.now() - started);
      }
    } catch {
      return { reading: 'failed' };
    }
    const ms = Math.round(middle(times));
    return { reading: 'measured', ms, band: speedBand(ms) };
  }
}

/**
 * The server-speed store, made when the speed modal or the download page first shows it: the
 * site itself (where the app times it), the platform through the gateway, and the mirrors.
 */
export const createSpeedStore = (root: RootStore): SystemSpeedStore => {
  const { site, mirror, now } = root.speedProbes;
  const probes: LineProbe[] = [
    {
      id: 'platform',
      labelKey: 'speed_line_platform',
      send: () => root.api.system.pingStatus(cacheBuster()),
    },
  ];
  if (site) probes.unshift({ id: 'site', labelKey: 'speed_line_site', send: site });
  return new SystemSpeedStore(probes, now, {
    domains: () => root.system.status?.domains ?? [],
    probe: mirror,
  });
};
