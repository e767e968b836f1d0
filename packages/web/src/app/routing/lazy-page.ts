import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a module's named export, so every page is its own chunk (per-route code splitting). `preload`
 * fetches the chunk ahead of the first render (main.tsx does for the page the address opens).
 */
export function lazyPage<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  let loading: Promise<Record<K, ComponentType<P>>> | undefined;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return Object.assign(
    lazy(async () => ({ default: (await preload())[name] })),
    { preload },
  );
}
