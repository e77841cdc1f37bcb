import fs from 'node:fs';

/**
 * A Dockerfile read the way the image rehearsal needs it: stages of instructions, line
 * continuations joined and comments dropped. Only what our two Dockerfiles use is understood;
 * anything else in the runtime stage makes the rehearsal refuse (`imageLayout.ts`), so a new
 * instruction cannot slip past it unrehearsed.
 */
export interface Instruction {
  keyword: string;
  /** The text after the keyword, continuations joined. */
  args: string;
  /** 1-based line where the instruction starts, for messages. */
  line: number;
}

export interface Stage {
  /** `FROM <base> AS <name>`; the name is '' for an unnamed stage. */
  name: string;
  base: string;
  instructions: Instruction[];
}

export function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const start = i;
    let joined = (lines[i] ?? '').trim();
    if (joined === '' || joined.startsWith('#')) continue;
    while (joined.endsWith('\\') && i + 1 < lines.length) {
      i += 1;
      const next = (lines[i] ?? '').trim();
      joined = `${joined.slice(0, -1).trimEnd()} ${next.startsWith('#') ? '' : next}`.trim();
    }
    const match = /^(\S+)\s*(.*)$/.exec(joined);
    if (!match) continue;
    const keyword = (match[1] ?? '').toUpperCase();
    const args = match[2] ?? '';
    if (keyword === 'FROM') {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      stages.push({ name: from?.[2] ?? '', base: from?.[1] ?? args, instructions: [] });
      continue;
    }
    const stage = stages.at(-1);
    if (!stage) throw new Error(`line ${start + 1}: ${keyword} before any FROM`);
    stage.instructions.push({ keyword, args, line: start + 1 });
  }
  return stages;
}

export function readDockerfile(file: string): Stage[] {
  return parseDockerfile(fs.readFileSync(file, 'utf8'));
}

export interface Copy {
  /** The stage the files come from (`--from=`), or undefined for the build context. */
  from: string | undefined;
  sources: string[];
  destination: string;
}

/** `COPY [--from=stage] src... dest` (the shell form, as our Dockerfiles write it). */
export function parseCopy(args: string): Copy {
  const words = args.split(/\s+/).filter(Boolean);
  let from: string | undefined;
  while (words[0]?.startsWith('--')) {
    const flag = words.shift() ?? '';
    const value = /^--from=(.+)$/.exec(flag);
    if (value) from = value[1];
    else throw new Error(`COPY flag not rehearsed: ${flag}`);
  }
  const destination = words.pop();
  if (!destination || words.length === 0) throw new Error(`COPY without source: ${args}`);
  return { from, sources: words, destination };
}

/** `ENV A=1 B=2` (and the legacy `ENV A 1`). */
export function parseEnv(args: string): Record<string, string> {
  const legacy = /^([A-Za-z_][A-Za-z0-9_]*)\s+([^=]*)$/.exec(args);
  if (legacy) return { [legacy[1] ?? '']: (legacy[2] ?? '').trim() };
  const env: Record<string, string> = {};
  for (const pair of args.match(/[A-Za-z_][A-Za-z0-9_]*=("[^"]*"|\S*)/g) ?? []) {
    const at = pair.indexOf('=');
    env[pair.slice(0, at)] = pair.slice(at + 1).replace(/^"(.*)"$/, '$1');
  }
  return env;
}

/** `CMD ["node", "x.js"]`: the exec form only, which is what runs without a shell. */
export function parseExecForm(args: string): string[] {
  const parsed: unknown = JSON.parse(args);
  if (!Array.isArray(parsed) || !parsed.every((p) => typeof p === 'string') || !parsed.length)
    throw new Error(`not an exec-form command: ${args}`);
  return parsed as string[];
}
