import { describe, expect, it } from 'vitest';
import { areaOf, foldedStacks, summarise, type CpuProfile } from './cpuProfile.js';

const frame = (functionName: string, url = '', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
});

/** (root) → relay (ours) → parse (a package), and (root) → (garbage collector), (idle). */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 4, 5] },
    {
      id: 2,
      callFrame: frame('relay', 'file:///app/gateway/dist/realtime/relay.js', 9),
      children: [3],
    },
    { id: 3, callFrame: frame('parse', 'file:///app/node_modules/@stomp/stompjs/esm6/parser.js') },
    { id: 4, callFrame: frame('(garbage collector)') },
    { id: 5, callFrame: frame('(idle)') },
  ],
  startTime: 0,
  endTime: 1_000,
  samples: [2, 3, 3, 4, 5],
  timeDeltas: [100, 200, 200, 100, 400],
};

describe('a CPU profile read for where the time went', () => {
  it('names the area of each frame: a package, our files, Node, V8', () => {
    expect(areaOf('file:///x/node_modules/@stomp/stompjs/a.js', 'f')).toBe(
      'package: @stomp/stompjs',
    );
    expect(areaOf('file:///x/node_modules/ws/lib/sender.js', 'f')).toBe('package: ws');
    expect(areaOf('file:///app/gateway/dist/proxy/forward.js', 'f')).toBe(
      'gateway: proxy/forward.js',
    );
    expect(areaOf('node:internal/streams/writable', 'f')).toBe('node:streams/writable');
    expect(areaOf('', '(garbage collector)')).toBe('V8: garbage collector');
  });

  it('counts self time by area without the idle time, and inclusive time of our functions', () => {
    const s = summarise(profile);
    expect(s.totalUs).toBe(1_000);
    expect(s.idleUs).toBe(400);
    expect(Object.fromEntries(s.byArea)).toEqual({
      'package: @stomp/stompjs': 400,
      'gateway: realtime/relay.js': 100,
      'V8: garbage collector': 100,
    });
    // relay's own 100 µs and the 400 µs of the parse it called.
    expect(s.ownInclusive).toEqual([['relay gateway: realtime/relay.js:10', 500]]);
  });

  it('writes one folded line per stack, callers first, idle left out', () => {
    expect(foldedStacks(profile).trim().split('\n').sort()).toEqual([
      '(garbage collector) 100',
      'relay gateway: realtime/relay.js:10 100',
      'relay gateway: realtime/relay.js:10;parse package: @stomp/stompjs:1 400',
    ]);
  });
});
