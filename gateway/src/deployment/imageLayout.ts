import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseCopy, parseEnv, parseExecForm, type Instruction, type Stage } from './dockerfile.js';

/**
 * A Dockerfile's runtime stage reproduced in a throwaway folder, without a Docker engine: the
 * same files copied (from the build context, or from the build stage, whose `/app` is this
 * repository after `npm run build`), the same `npm ci`, the same environment, user and command.
 * Every instruction of the stage is either rehearsed or refused, never silently skipped.
 */
export interface RuntimeStep {
  kind: 'copy' | 'npm';
  /** The instruction as written, for messages and for leaving one out. */
  text: string;
  line: number;
  /** copy: repository paths and the destination under the image's WORKDIR. */
  sources?: string[];
  destination?: string;
  /** npm: its arguments. */
  npmArgs?: string[];
}

export interface RuntimePlan {
  workdir: string;
  env: Record<string, string>;
  steps: RuntimeStep[];
  /** The image's `USER`: rehearsed as an unprivileged user of this machine. */
  user: string;
  cmd: string[];
  /** The `HEALTHCHECK`'s command, run against the started process too. */
  healthcheck: string[] | undefined;
  /** Commands of RUN lines not rehearsed, with why (they change nothing the process reads). */
  notRehearsed: string[];
}

/** Commands of a RUN line that only make the image smaller: not run on this machine. */
const IMAGE_ONLY = [
  {
    pattern: /^npm cache clean( --force)?$/,
    why: "empties npm's cache to shrink the image (here it would empty this machine's)",
  },
];

function runtimeStage(stages: Stage[]): Stage {
  const stage = stages.find((s) => s.name === 'runtime') ?? stages.at(-1);
  if (!stage) throw new Error('no stage in the Dockerfile');
  return stage;
}

function stageWorkdir(stage: Stage | undefined): string {
  const workdir = stage?.instructions.filter((i) => i.keyword === 'WORKDIR').at(-1)?.args;
  return workdir ?? '/';
}

/** Where a path inside another stage is in this repository: the build stage's WORKDIR is the root. */
function repositoryPath(stages: Stage[], from: string | undefined, source: string): string {
  if (from === undefined) return source.replace(/^\.\//, '');
  const stage = stages.find((s) => s.name === from);
  if (!stage) throw new Error(`COPY --from=${from}: no such stage`);
  const root = stageWorkdir(stage).replace(/\/+$/, '');
  if (!source.startsWith(`${root}/`))
    throw new Error(`COPY --from=${from} ${source}: outside the build stage's ${root}`);
  return source.slice(root.length + 1);
}

function npmCommands(run: Instruction, plan: RuntimePlan): RuntimeStep[] {
  const steps: RuntimeStep[] = [];
  for (const command of run.args.split('&&').map((c) => c.trim())) {
    const imageOnly = IMAGE_ONLY.find((i) => i.pattern.test(command));
    if (imageOnly) {
      plan.notRehearsed.push(`${command}: ${imageOnly.why}`);
      continue;
    }
    const words = command.split(/\s+/);
    if (words[0] !== 'npm' || words[1] !== 'ci')
      throw new Error(`line ${run.line}: RUN ${command} is not rehearsed; teach imageLayout.ts`);
    steps.push({ kind: 'npm', text: `RUN ${command}`, line: run.line, npmArgs: words.slice(1) });
  }
  return steps;
}

export function runtimePlan(stages: Stage[]): RuntimePlan {
  const stage = runtimeStage(stages);
  const plan: RuntimePlan = {
    workdir: '/',
    env: {},
    steps: [],
    user: 'root',
    cmd: [],
    healthcheck: undefined,
    notRehearsed: [],
  };
  for (const instruction of stage.instructions) {
    const { keyword, args, line } = instruction;
    if (keyword === 'ENV') Object.assign(plan.env, parseEnv(args));
    else if (keyword === 'WORKDIR') plan.workdir = args;
    else if (keyword === 'USER') plan.user = args;
    else if (keyword === 'CMD') plan.cmd = parseExecForm(args);
    else if (keyword === 'EXPOSE')
      continue; // the port comes from ENV and is rewritten
    else if (keyword === 'HEALTHCHECK') {
      const command = /\bCMD\s+(\[.*\])\s*$/.exec(args)?.[1];
      plan.healthcheck = command ? parseExecForm(command) : undefined;
    } else if (keyword === 'COPY') {
      const copy = parseCopy(args);
      plan.steps.push({
        kind: 'copy',
        text: `COPY ${args}`,
        line,
        sources: copy.sources.map((s) => repositoryPath(stages, copy.from, s)),
        destination: copy.destination,
      });
    } else if (keyword === 'RUN') plan.steps.push(...npmCommands(instruction, plan));
    else throw new Error(`line ${line}: ${keyword} is not rehearsed; teach imageLayout.ts`);
  }
  if (plan.cmd.length === 0) throw new Error('the runtime stage has no CMD');
  return plan;
}

/** The same plan without one step (to prove the rehearsal notices a missing file). */
export function withoutStep(plan: RuntimePlan, text: string): RuntimePlan {
  const steps = plan.steps.filter((s) => s.text !== text);
  if (steps.length !== plan.steps.length - 1) throw new Error(`no single step "${text}"`);
  return { ...plan, steps };
}

function copyInto(root: string, sources: string[], destination: string, appDir: string): void {
  const target = path.resolve(appDir, destination);
  const intoFolder = destination.endsWith('/') || sources.length > 1;
  for (const source of sources) {
    const from = path.join(root, source);
    if (!fs.existsSync(from))
      throw new Error(`COPY ${source}: not in the repository (run npm run build first)`);
    const to = intoFolder ? path.join(target, path.basename(source)) : target;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    // A folder's contents land in the destination, as COPY does.
    fs.cpSync(from, to, { recursive: true });
  }
}

function runNpm(args: string[], cwd: string): Promise<void> {
  // From this machine's npm cache where it can; the registry is asked for anything missing.
  const child = spawn('npm', [...args, '--prefer-offline'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'production', npm_config_update_notifier: 'false' },
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (output += c.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`npm ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** Hard links of every node_modules `npm ci` made (the root's and the workspaces'). */
function linkInstall(from: string, to: string): void {
  const folders = [
    'node_modules',
    ...fs.readdirSync(from).map((d) => path.join(d, 'node_modules')),
  ];
  for (const folder of folders.filter((f) => fs.existsSync(path.join(from, f)))) {
    if (fs.existsSync(path.join(to, folder))) continue;
    const done = spawnSync('cp', ['-al', path.join(from, folder), path.join(to, folder)]);
    if (done.status !== 0) throw new Error(`cp -al ${folder}: ${String(done.stderr)}`);
  }
}

export interface AssembledImage {
  /** The throwaway folder; the image's WORKDIR is `appDir` inside it. */
  dir: string;
  appDir: string;
  plan: RuntimePlan;
  remove(): void;
}

/**
 * Builds the image's file system for `plan` in a new temporary folder. With `installedIn`, the
 * `npm ci` steps are taken from an image already assembled with the same package files (hard
 * links of its node_modules) instead of installing again: only for variants that differ from it
 * in a later COPY.
 */
export async function assembleImage(
  repoRoot: string,
  plan: RuntimePlan,
  installedIn?: AssembledImage,
): Promise<AssembledImage> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'image-rehearsal-'));
  const appDir = path.join(dir, plan.workdir.replace(/^\/+/, ''));
  fs.mkdirSync(appDir, { recursive: true });
  const image: AssembledImage = {
    dir,
    appDir,
    plan,
    remove: () => {
      // A tree made read-only for the run must be writable again to be removed.
      spawnSync('chmod', ['-R', 'u+w', dir]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    for (const step of plan.steps) {
      if (step.kind === 'copy')
        copyInto(repoRoot, step.sources ?? [], step.destination ?? '.', appDir);
      else if (installedIn) linkInstall(installedIn.appDir, appDir);
      else await runNpm(step.npmArgs ?? [], appDir);
    }
  } catch (error) {
    image.remove();
    throw error;
  }
  return image;
}
