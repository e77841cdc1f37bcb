import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { ALL_MESSAGES } from '../../i18n/locales/all';
import { FakeTransport } from '../../stores/fakeTransport';
import { MemoryStorage } from '../../stores/memoryStorage';
import { RootStore } from '../../stores/RootStore';
import { createSpeedStore, SystemSpeedStore, speedBand } from './SystemSpeedStore';

const STATUS = { maintenance: false, regionRestriction: false, info: {} };

/** A clock that only moves when a fake line "takes time" to answer. */
function fakeClock() {
  let t = 1000;
  return { now: () => t, pass: (ms: number) => (t += ms) };
}

function rootWith(transport: FakeTransport, clock: ReturnType<typeof fakeClock>, siteMs = 40) {
  return new RootStore(transport, {
    i18n: createI18n('EN', ALL_MESSAGES),
    local: new MemoryStorage(),
    session: new MemoryStorage(),
    deviceLanguages: [],
    now: clock.now,
    siteProbe: async () => {
      clock.pass(siteMs);
    },
  });
}

describe('server speed', () => {
  it('times the site and the platform line with real requests, each one unique', async () => {
    const clock = fakeClock();
    const transport = new FakeTransport().on('permission', () => {
      clock.pass(120);
      return STATUS;
    });
    const speed = rootWith(transport, clock).features.get(createSpeedStore);

    await speed.testAll();

    expect(speed.lines.map((l) => [l.labelKey, l.state])).toEqual([
      ['speed_line_site', { reading: 'measured', ms: 40, band: 'fast' }],
      ['speed_line_platform', { reading: 'measured', ms: 120, band: 'normal' }],
    ]);
    const nonces = transport.calls.filter((c) => c.name === 'permission').map((c) => c.payload?.t);
    expect(nonces).toHaveLength(3);
    expect(new Set(nonces).size).toBe(3);
  });

  it('marks a line that cannot be reached as failed, and a re-test measures it again', async () => {
    const clock = fakeClock();
    let down = true;
    const transport = new FakeTransport().on('permission', () => {
      if (down) throw new Error('offline');
      clock.pass(200);
      return STATUS;
    });
    const speed = rootWith(transport, clock).features.get(createSpeedStore);

    await speed.testAll();
    expect(speed.lines[0]?.state).toEqual({ reading: 'measured', ms: 40, band: 'fast' });
    expect(speed.lines[1]?.state).toEqual({ reading: 'failed' });

    down = false;
    await speed.testAll();
    expect(speed.lines[1]?.state).toEqual({ reading: 'measured', ms: 200, band: 'slow' });
  });

  it('shows the middle of three tries, so one stray slow answer does not count', async () => {
    const clock = fakeClock();
    const delays = [30, 900, 45];
    const store = new SystemSpeedStore(
      [
        {
          id: 'site',
          labelKey: 'speed_line_site',
          send: async () => clock.pass(delays.shift() ?? 0),
        },
      ],
      clock.now,
    );
    await store.testAll();
    expect(store.lines[0]?.state).toEqual({ reading: 'measured', ms: 45, band: 'fast' });
  });

  it('reports testing while a run is under way and ignores a second start', async () => {
    const clock = fakeClock();
    let release: () => void = () => undefined;
    let sent = 0;
    const store = new SystemSpeedStore(
      [
        {
          id: 'site',
          labelKey: 'speed_line_site',
          send: () => {
            sent += 1;
            return new Promise<void>((resolve) => (release = resolve));
          },
        },
      ],
      clock.now,
    );
    const run = store.testAll();
    expect(store.testing).toBe(true);
    void store.testAll();
    expect(sent).toBe(1);
    for (let i = 0; i < 3; i += 1) {
      release();
      await new Promise((r) => setTimeout(r, 0));
    }
    await run;
    expect(store.testing).toBe(false);
  });

  it('times the first five mirror domains, lists the rest untimed, and shows a failure as such', async () => {
    const clock = fakeClock();
    const domains = ['m1.test', 'm2.test', 'm3.test', 'm4.test', 'm5.test', 'm6.test'];
    const asked: string[] = [];
    const store = new SystemSpeedStore([], clock.now, {
      domains: () => domains,
      probe: async (domain) => {
        asked.push(domain);
        if (domain === 'm2.test') throw new Error('blocked');
        clock.pass(Number(domain[1]) * 50);
      },
    });
    expect(store.mirrorLines.map((m) => m.state.reading)).toEqual(Array(6).fill('idle'));

    await store.testAll();

    expect(new Set(asked)).toEqual(new Set(domains.slice(0, 5)));
    expect(store.mirrorLines.map((m) => [m.domain, m.state])).toEqual([
      ['m1.test', { reading: 'measured', ms: 50, band: 'fast' }],
      ['m2.test', { reading: 'failed' }],
      ['m3.test', { reading: 'measured', ms: 150, band: 'normal' }],
      ['m4.test', { reading: 'measured', ms: 200, band: 'slow' }],
      ['m5.test', { reading: 'measured', ms: 250, band: 'slow' }],
      ['m6.test', { reading: 'idle' }],
    ]);
  });

  it('lists the status call mirror domains untimed when the page cannot time them', async () => {
    const clock = fakeClock();
    const transport = new FakeTransport().on('permission', {
      ...STATUS,
      info: { domainRoute: { domainList: [{ domainName: 'a.test' }, { domainName: 'b.test' }] } },
    });
    const root = rootWith(transport, clock);
    await root.system.load();
    await root.features.get(createSpeedStore).testAll();
    expect(root.features.get(createSpeedStore).mirrorLines).toEqual([
      { domain: 'a.test', state: { reading: 'idle' } },
      { domain: 'b.test', state: { reading: 'idle' } },
    ]);
  });

  it('bands a latency as the spec does: fast up to 80 ms, normal up to 150 ms', () => {
    expect([80, 81, 150, 151].map(speedBand)).toEqual(['fast', 'normal', 'normal', 'slow']);
  });
});
