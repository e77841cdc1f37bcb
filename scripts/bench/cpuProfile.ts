/**
 * Where a process's CPU went, from a V8 `.cpuprofile` (node `--cpu-prof`, e.g. a bench's gateway
 * run with BENCH_GATEWAY_NODE_OPTIONS="--cpu-prof --cpu-prof-dir=DIR"): self time by area
 * (a package, Node's own modules, the gateway's files, V8's garbage collector) and by function,
 * inclusive time of the gateway's own functions, and per unit of work when told how many units
 * the profile covers (`--per 120000 --unit request` prints µs per request). `--folded FILE` writes
 * the stacks in the folded format flame-graph tools read, `--svg FILE` draws them as a flame graph
 * (`--from-s S` leaves the first S seconds, a server's start-up, out of the picture).
 *
 *   npx tsx scripts/bench/cpuProfile.ts PROFILE.cpuprofile [--top 25] [--per N [--unit UNIT]]
 *     [--folded FILE] [--svg FILE [--from-s S]]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { summarise, foldedStacks, type CpuProfile } from './lib/cpuProfile.js';
import { flameGraphSvg } from './lib/flameGraph.js';

const USAGE =
  'usage: cpuProfile.ts PROFILE.cpuprofile [--top N] [--per N [--unit UNIT]] [--folded FILE] ' +
  '[--svg FILE [--from-s S]]';

function options() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        top: { type: 'string', default: '25' },
        per: { type: 'string' },
        unit: { type: 'string', default: 'unit' },
        folded: { type: 'string' },
        svg: { type: 'string' },
        'from-s': { type: 'string', default: '0' },
      },
    });
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

const { values, positionals } = options();
const file = positionals[0];
if (!file || positionals.length > 1) {
  console.error(USAGE);
  process.exit(2);
}
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
const top = Number(values.top);
const per = values.per === undefined ? undefined : { count: Number(values.per), unit: values.unit };
const s = summarise(profile);
const busy = s.totalUs - s.idleUs;
const show = (us: number) =>
  per ? `${(us / per.count).toFixed(2)} µs/${per.unit}` : `${(us / 1000).toFixed(1)} ms`;
const pct = (us: number) => `${((100 * us) / busy).toFixed(1)} %`;

console.log(
  `profile: ${(s.totalUs / 1e6).toFixed(2)} s, busy ${(busy / 1e6).toFixed(2)} s` +
    (per
      ? ` = ${(busy / per.count).toFixed(1)} µs per ${per.unit} (${per.count} ${per.unit}s)`
      : ''),
);
console.log('\nself time by area:');
for (const [area, us] of s.byArea.slice(0, top))
  console.log(`  ${pct(us).padStart(7)}  ${show(us).padStart(16)}  ${area}`);
console.log('\nself time by function:');
for (const [fn, us] of s.bySelf.slice(0, top))
  console.log(`  ${pct(us).padStart(7)}  ${show(us).padStart(16)}  ${fn}`);
console.log("\ninclusive time of the gateway's own functions:");
for (const [fn, us] of s.ownInclusive.slice(0, top))
  console.log(`  ${pct(us).padStart(7)}  ${show(us).padStart(16)}  ${fn}`);
const folded = values.folded;
if (folded) {
  fs.writeFileSync(folded, foldedStacks(profile));
  console.log(`\nfolded stacks: ${folded}`);
}
const svg = values.svg;
if (svg) {
  const busyMs = (busy / 1000).toFixed(0);
  const fromS = Number(values['from-s']);
  const title = `${path.basename(file)}: ${busyMs} ms busy${fromS ? `, drawn from ${fromS} s on` : ''}`;
  fs.writeFileSync(svg, flameGraphSvg(foldedStacks(profile, fromS * 1e6), title));
  console.log(`flame graph: ${svg}`);
}
