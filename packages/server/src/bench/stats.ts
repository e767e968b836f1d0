/** Summary of timings in milliseconds. */
export function summarize(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const round = (n: number) => Math.round(n * 100) / 100;
  return { n: sorted.length, p50: round(at(0.5)), p95: round(at(0.95)), min: round(sorted[0]!), max: round(sorted.at(-1)!), mean: round(sorted.reduce((s, x) => s + x, 0) / sorted.length) };
}
