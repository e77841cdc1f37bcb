import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/stack.js';

/**
 * Rewrites `web/e2e/timings.json`, which splits the journeys into groups of equal time
 * (web/e2e/sequencer.ts), from a Vitest JSON report of a whole run made one file after the other:
 *
 *   npx vitest run --config web/e2e/vitest.config.ts --reporter=json --outputFile.json=run.json
 *   npx tsx scripts/journeyTimings.ts run.json
 */
interface Report {
  testResults: { name: string; startTime: number; endTime: number }[];
}

const [reportFile] = process.argv.slice(2);
if (!reportFile) {
  console.error('Usage: npx tsx scripts/journeyTimings.ts <vitest JSON report>');
  process.exit(2);
}
const report = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Report;
const seconds = Object.fromEntries(
  report.testResults
    .map((file) => [path.basename(file.name), Math.round((file.endTime - file.startTime) / 1000)])
    .sort(([a], [b]) => String(a).localeCompare(String(b))),
);
const target = path.join(ROOT, 'web/e2e/timings.json');
fs.writeFileSync(target, `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`${Object.keys(seconds).length} files timed → ${path.relative(ROOT, target)}`);
