import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { preflight, requirementsFor, thisMachine } from './lib/preflight.js';
import { run } from './lib/run.js';

/**
 * `npm test`: every kind of test, in order of cost, stopping at the first failing step.
 * First the preflight (lib/preflight.ts): the system packages the chosen steps need (Debian's
 * `chromium`, `nginx`) are there, installed when it may, or it stops before any step runs.
 * Each Vitest step also writes a JSON report so the closing line can count every test run.
 */
interface Step {
  name: string;
  command: string;
  args: string[];
  /** Vitest steps report their counts here. */
  vitest?: boolean;
}

const steps: Step[] = [
  { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
  { name: 'typecheck', command: 'npm', args: ['run', 'typecheck', '--silent'] },
  { name: 'unit', command: 'npx', args: ['vitest', 'run'], vitest: true },
  {
    name: 'contracts',
    command: 'npx',
    args: ['vitest', 'run', '--config', 'contracts/vitest.config.ts', '--project', 'consumer'],
    vitest: true,
  },
  {
    name: 'verify',
    command: 'npx',
    args: ['vitest', 'run', '--config', 'contracts/vitest.config.ts', '--project', 'provider'],
    vitest: true,
  },
  { name: 'build', command: 'npm', args: ['run', 'build', '--silent'] },
  // Critical JavaScript of the home route, measured on the built files, within its budget.
  { name: 'size', command: 'npx', args: ['tsx', 'scripts/checkSize.ts'] },
  // The images and the compose stack rehearsed over the built files (gateway/src/deployment).
  {
    name: 'rehearsal',
    command: 'npx',
    args: ['vitest', 'run', '--config', 'gateway/vitest.rehearsal.config.ts'],
    vitest: true,
  },
  {
    name: 'browser',
    command: 'npx',
    args: ['vitest', 'run', '--config', 'web/e2e/vitest.config.ts'],
    vitest: true,
  },
];

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
}

async function main() {
  const only = process.argv.slice(2);
  const chosen = steps.filter((step) => only.length === 0 || only.includes(step.name));
  const ready = await preflight(requirementsFor(chosen.map((step) => step.name)), thisMachine());
  if (!ready.ok) {
    console.error(ready.message);
    process.exit(1);
  }
  const found = Object.entries(ready.env).map(([name, file]) => `${name}=${file}`);
  console.log(`=== preflight ===\n${found.join('\n') || 'no system package needed'}`);
  const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playhouse-test-'));
  const totals = { passed: 0, failed: 0, skipped: 0 };
  let failure: unknown;

  for (const step of chosen) {
    console.log(`\n=== ${step.name} ===`);
    const report = path.join(reportDir, `${step.name}.json`);
    const args = step.vitest
      ? [...step.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
      : step.args;
    try {
      await run(step.command, args, ready.env);
    } catch (error) {
      failure = error;
    }
    if (step.vitest && fs.existsSync(report)) {
      const counts = JSON.parse(fs.readFileSync(report, 'utf8')) as VitestReport;
      totals.passed += counts.numPassedTests;
      totals.failed += counts.numFailedTests;
      totals.skipped += counts.numPendingTests;
    }
    if (failure) break;
  }

  console.log(
    `\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
  if (failure) {
    console.error(failure instanceof Error ? failure.message : String(failure));
    process.exit(1);
  }
  if (totals.passed === 0 && only.length === 0) {
    console.error('No test ran.');
    process.exit(1);
  }
}

void main();
