import { SERVER_TIME_CACHE_MS } from '@lontar/core';

interface TimeSample {
  serverNow: number;
  takenAt: number;
}

let sample: TimeSample | undefined;
let pending: Promise<TimeSample> | undefined;

async function fetchSample(): Promise<TimeSample> {
  const res = await fetch('/api/time', { cache: 'no-store' });
  if (!res.ok) throw new Error(`GET /api/time answered ${res.status}`);
  const body = (await res.json()) as { now: number };
  return { serverNow: body.now, takenAt: performance.now() };
}

/**
 * The server's clock for the x-api-key timestamp (API.md §1): fetched from GET /api/time, cached for
 * SERVER_TIME_CACHE_MS and advanced by the local time elapsed since, so a wrong device clock does not matter.
 */
export async function serverNow(): Promise<number> {
  if (!sample || performance.now() - sample.takenAt > SERVER_TIME_CACHE_MS) {
    pending ??= fetchSample().finally(() => {
      pending = undefined;
    });
    sample = await pending;
  }
  return sample.serverNow + (performance.now() - sample.takenAt);
}
