import fs from 'node:fs';
import os from 'node:os';
import { parentOf } from './processes.js';

/**
 * What else the machine did while a benchmark measured: CPU steal (time the hypervisor gave our
 * virtual cores to someone else) and the CPU every other process used. Read from /proc, so a
 * figure can be judged by the load it was taken under rather than by the load average alone.
 */
export interface MachineSnapshot {
  at: number;
  /** Jiffies per field of the aggregate `cpu` line of /proc/stat. */
  cpu: number[];
  /** CPU jiffies (user + system) per process, with its command name. */
  procs: Map<number, { comm: string; jiffies: number }>;
}

const HZ = 100;

function readProcs(): MachineSnapshot['procs'] {
  const procs: MachineSnapshot['procs'] = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const comm = stat.slice(stat.indexOf('(') + 1, close);
      const fields = stat.slice(close + 2).split(' ');
      procs.set(Number(entry), { comm, jiffies: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone between readdir and read
    }
  }
  return procs;
}

export function snapshot(): MachineSnapshot {
  const line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  return {
    at: performance.now(),
    cpu: line.trim().split(/\s+/).slice(1).map(Number),
    procs: readProcs(),
  };
}

export interface MachineUse {
  seconds: number;
  /** Share of the machine's CPU time the hypervisor stole, in %. */
  stealPct: number;
  /** Cores' worth of CPU that processes outside the benchmark used. */
  othersCores: number;
  /** The busiest outside processes, as `comm cores`. */
  topOthers: string;
}

/** This process and every descendant of it: the benchmark's own load. */
function ownPids(pids: Iterable<number>): Set<number> {
  const own = new Set([process.pid]);
  let grew = true;
  const all = [...pids];
  while (grew) {
    grew = false;
    for (const pid of all)
      if (!own.has(pid) && own.has(parentOf(pid))) {
        own.add(pid);
        grew = true;
      }
  }
  return own;
}

export function machineUse(before: MachineSnapshot, after: MachineSnapshot): MachineUse {
  const seconds = (after.at - before.at) / 1000;
  const d = after.cpu.map((v, i) => v - (before.cpu[i] ?? 0));
  const total = d.reduce((a, b) => a + b, 0);
  const steal = d[7] ?? 0;
  const own = ownPids(after.procs.keys());
  const others: { comm: string; cores: number }[] = [];
  let othersJiffies = 0;
  for (const [pid, p] of after.procs) {
    if (own.has(pid)) continue;
    const used = p.jiffies - (before.procs.get(pid)?.jiffies ?? 0);
    if (used <= 0) continue;
    othersJiffies += used;
    others.push({ comm: p.comm, cores: used / HZ / seconds });
  }
  others.sort((a, b) => b.cores - a.cores);
  return {
    seconds,
    stealPct: total > 0 ? (steal / total) * 100 : 0,
    othersCores: othersJiffies / HZ / seconds,
    topOthers: others
      .slice(0, 3)
      .map((o) => `${o.comm} ${o.cores.toFixed(2)}`)
      .join(', '),
  };
}

export const CORES = os.cpus().length;
