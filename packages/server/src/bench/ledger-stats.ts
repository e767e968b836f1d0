import fs from 'node:fs';
import os from 'node:os';
import { summarize } from './stats.ts';

/** Latency percentiles (p50/p95 from summarize, plus p99) of samples in milliseconds. */
export function latency(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const p99 = sorted[Math.min(sorted.length - 1, Math.floor(0.99 * sorted.length))] ?? 0;
  return { ...summarize(samples), p99: Math.round(p99 * 100) / 100 };
}

/** Documents per second over a wall-clock span, and the latency of each document. */
export function throughput(samples: number[], wallMs: number) {
  return { documents: samples.length, wallMs: Math.round(wallMs), documentsPerSecond: Math.round((samples.length / wallMs) * 1000 * 10) / 10, latencyMs: latency(samples) };
}

/** The 1/5/15-minute load averages: the machine is shared, so every result says how busy it was. */
export function load() {
  return os.loadavg().map((n) => Math.round(n * 100) / 100);
}

/** Reads a positive integer size from the environment. */
export function envSize(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw.replace(/_/g, ''));
  if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got ${raw}`);
  return n;
}

/** Reads a comma-separated list of positive integer sizes from the environment. */
export function envSizes(name: string, fallback: number[]): number[] {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  return raw.split(',').map((part) => {
    const n = Number(part.trim().replace(/_/g, ''));
    if (!Number.isSafeInteger(n) || n <= 0) throw new Error(`${name} must list positive integers, got ${raw}`);
    return n;
  });
}

/** CPU milliseconds (user + system) of a local PostgreSQL process from /proc, or null when it cannot be read (not Linux, not local). */
function procCpuMs(pid: number): number | null {
  try {
    if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return null;
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
/** Linux reports process times in clock ticks of 1/100 s on every common platform. */
const CLOCK_TICKS = 100;

/**
 * Measures CPU time spent by this Node process and, for a PostgreSQL server on this machine, by its processes
 * (every backend and auxiliary process listed in pg_stat_activity), so a run can say how many milliseconds of
 * CPU one document costs: a figure that, unlike documents per second, does not depend on how busy the shared
 * machine was. PGlite runs inside the Node process, so there the Node figure includes the database.
 */
export async function cpuMeter(serverPids: () => Promise<number[]>) {
  const node0 = process.cpuUsage();
  const pids0 = await serverPids();
  const server0 = new Map(pids0.map((p) => [p, procCpuMs(p)]));
  const local = pids0.length > 0 && pids0.every((p) => server0.get(p) !== null);
  return async () => {
    const node = process.cpuUsage(node0);
    let serverMs: number | null = null;
    if (local) {
      serverMs = 0;
      for (const pid of await serverPids()) serverMs += (procCpuMs(pid) ?? 0) - (server0.get(pid) ?? 0);
    }
    return { nodeMs: (node.user + node.system) / 1000, serverMs };
  };
}

/** CPU milliseconds per document from a meter's reading. */
export function perDocument(cpu: { nodeMs: number; serverMs: number | null }, documents: number) {
  const round = (n: number) => Math.round((n / documents) * 100) / 100;
  return { node: round(cpu.nodeMs), postgres: cpu.serverMs === null ? null : round(cpu.serverMs) };
}
