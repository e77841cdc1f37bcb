import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { preflight, requirementsFor, thisMachine } from './lib/preflight.js';
import { run, runLabelled } from './lib/run.js';

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
  /**
   * A Vitest step split into this many groups of files (`--shard`), run at once, each in its
   * own processes. Only for steps whose files bring up their own world (the journeys: a stand-in,
   * a gateway and a Chromium per group, web/e2e/globalSetup.ts).
   */
  groups?: number;
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
    // A journey spends part of its time waiting on the page (network idle, animations, the
    // stand-in's timers): two groups of equal time at once (web/e2e/sequencer.ts) keep both
    // cores busy. 2026-11-29, 2 cores: 19.4 min one after the other, 15.0 min in two groups
    // split by count, one group ending 5 min before the other.
    groups: 2,
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
  let reportCount = 0;
  const reportFile = (name: string) => path.join(reportDir, `${name}-${++reportCount}.json`);
  const totals = { passed: 0, failed: 0, skipped: 0 };
  let failure: unknown;

  for (const step of chosen) {
    console.log(`\n=== ${step.name} ===`);
    const reports: string[] = [];
    try {
      await runStep(step, ready.env, () => {
        const report = reportFile(step.name);
        reports.push(report);
        return ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
      });
    } catch (error) {
      failure = error;
    }
    for (const report of reports.filter((file) => fs.existsSync(file))) {
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

/**
 * Runs one step; `reporting` gives a Vitest process the arguments that write its JSON report.
 * A grouped step runs its groups at once and fails, once all have ended, if any failed.
 */
async function runStep(step: Step, env: NodeJS.ProcessEnv, reporting: () => string[]) {
  if (!step.vitest) return run(step.command, step.args, env);
  const groups = step.groups ?? 1;
  if (groups === 1) return run(step.command, [...step.args, ...reporting()], env);
  const results = await Promise.allSettled(
    Array.from({ length: groups }, (_, n) =>
      runLabelled(
        `[${step.name} ${n + 1}/${groups}]`,
        step.command,
        [...step.args, `--shard=${n + 1}/${groups}`, ...reporting()],
        env,
      ),
    ),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

void main();
