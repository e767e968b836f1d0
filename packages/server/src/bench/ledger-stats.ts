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
