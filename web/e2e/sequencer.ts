import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import timings from './timings.json' with { type: 'json' };

/**
 * Splits files into `count` groups of about equal time, not equal count: longest first, each to
 * the group with the least time so far. A file not timed counts as the middling timed one. The
 * same names and timings always give the same groups, whatever order the names come in.
 */
export function splitByTime(
  names: readonly string[],
  count: number,
  seconds: Readonly<Record<string, number>>,
): string[][] {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const typical = known[Math.floor(known.length / 2)] ?? 1;
  const weighed = names
    .map((name) => ({ name, time: seconds[name] ?? typical }))
    .sort((a, b) => b.time - a.time || a.name.localeCompare(b.name));
  const groups = Array.from({ length: count }, () => ({ time: 0, names: [] as string[] }));
  for (const file of weighed) {
    const emptiest = groups.reduce((least, group) => (group.time < least.time ? group : least));
    emptiest.time += file.time;
    emptiest.names.push(file.name);
  }
  return groups.map((group) => group.names);
}

/**
 * Journeys run in `--shard` groups of equal time (scripts/test.ts runs two at once). One file,
 * the hydration sweep, takes a fifth of the whole, so Vitest's own split, by count, left one
 * group running for minutes after the other had ended. Timings: `scripts/journeyTimings.ts`.
 */
export class JourneySequencer extends BaseSequencer {
  override shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    const nameOf = (spec: TestSpecification) => path.basename(spec.moduleId);
    const mine = new Set(splitByTime(files.map(nameOf), count, timings)[index - 1]);
    return Promise.resolve(files.filter((spec) => mine.has(nameOf(spec))));
  }
}
