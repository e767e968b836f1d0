/** The seed the document property tests run with unless told otherwise. */
const FIXED_SEED = 20261127;

/**
 * The fast-check seed of a property test: fixed by default, so the suite (and CI) runs the same flows every time and
 * a failure is the code's, reproducible, never the luck of the draw; `${name}=<n>` replays a failure's seed and
 * `${name}=random` explores new flows (the long runs, e.g. with 1,000 runs, before a change lands).
 */
export function propertySeed(name: string): { seed?: number } {
  const value = process.env[name];
  if (value === 'random') return {};
  return { seed: value ? Number(value) : FIXED_SEED };
}
