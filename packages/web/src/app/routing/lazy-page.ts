import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export, so every page is its own chunk (per-route code splitting). */
export function lazyPage<P extends object, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}
