/** A V8 CPU profile as `node --cpu-prof` writes it. */
export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number };
    children?: number[];
  }[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

type Node = CpuProfile['nodes'][number];

/** Where a frame's code lives: a package, Node's own modules, a file of ours, or V8 itself. */
export function areaOf(url: string, functionName: string): string {
  if (!url) {
    if (functionName === '(garbage collector)') return 'V8: garbage collector';
    if (functionName === '(idle)') return '(idle)';
    if (functionName === '(program)') return 'V8: program (native, unattributed)';
    return `native: ${functionName || '(anonymous)'}`;
  }
  if (url.startsWith('node:')) return url.replace(/^node:internal\//, 'node:');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return `package: ${pkg[1]}`;
  const own = /\/(gateway|mocks|web)\/(?:dist|src)\/(.*)$/.exec(url);
  if (own) return `${own[1]}: ${own[2]}`;
  return url;
}

function label(node: Node): string {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? ` ${areaOf(url, functionName)}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'}${where}`;
}

const isOwn = (url: string) => /\/(gateway|mocks)\/(dist|src)\//.test(url);

export interface Summary {
  totalUs: number;
  idleUs: number;
  byArea: [string, number][];
  bySelf: [string, number][];
  /** Time spent in each of our own functions and everything they called (recursion once). */
  ownInclusive: [string, number][];
}

function sorted(m: Map<string, number>): [string, number][] {
  return [...m].sort((a, b) => b[1] - a[1]);
}

function selfTimes(profile: CpuProfile, fromUs = 0): Map<number, number> {
  const self = new Map<number, number>();
  let at = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at >= fromUs) self.set(id, (self.get(id) ?? 0) + delta);
  });
  return self;
}

export function summarise(profile: CpuProfile): Summary {
  const self = selfTimes(profile);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byArea = new Map<string, number>();
  const bySelf = new Map<string, number>();
  let idleUs = 0;
  for (const [id, us] of self) {
    const node = byId.get(id);
    if (!node) continue;
    const area = areaOf(node.callFrame.url, node.callFrame.functionName);
    if (area === '(idle)') {
      idleUs += us;
      continue;
    }
    byArea.set(area, (byArea.get(area) ?? 0) + us);
    bySelf.set(label(node), (bySelf.get(label(node)) ?? 0) + us);
  }
  // Inclusive: each sample counts once for every distinct own function on its stack.
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inclusive = new Map<string, number>();
  for (const [id, us] of self) {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (!node || !isOwn(node.callFrame.url)) continue;
      const name = label(node);
      if (seen.has(name)) continue;
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
  }
  return {
    totalUs: profile.endTime - profile.startTime,
    idleUs,
    byArea: sorted(byArea),
    bySelf: sorted(bySelf),
    ownInclusive: sorted(inclusive),
  };
}

/**
 * `root;caller;callee microseconds` lines, one per distinct stack (idle left out), from `fromUs`
 * after the profile's start on (a server's start-up is not the load it was profiled under).
 */
export function foldedStacks(profile: CpuProfile, fromUs = 0): string {
  const self = selfTimes(profile, fromUs);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const lines = new Map<string, number>();
  for (const [id, us] of self) {
    const frames: string[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at);
      if (node && node.callFrame.functionName !== '(root)')
        frames.push(label(node).replace(/;/g, ','));
    }
    if (frames[0]?.startsWith('(idle)')) continue;
    const stack = frames.reverse().join(';');
    lines.set(stack, (lines.get(stack) ?? 0) + us);
  }
  return [...lines].map(([stack, us]) => `${stack} ${us}`).join('\n') + '\n';
}
