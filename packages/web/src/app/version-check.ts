import { APP_VERSION } from '@lontar/core';

const RELOADED_FOR = 'lontar.reloadedFor';

/** Compares dotted versions part by part as numbers ("1.2.0935" < "1.2.1000"). */
export function isNewerVersion(candidate: string, running: string): boolean {
  const a = candidate.split('.').map(Number);
  const b = running.split('.').map(Number);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff > 0;
  }
  return false;
}

/**
 * Spec 000 §4 "Version check": when /meta.json names a newer version, log it, drop the cached shell and reload
 * once (remembered per version, so a server that keeps answering newer cannot cause a reload loop).
 */
export async function checkForNewVersion(): Promise<void> {
  let latest: string;
  try {
    const res = await fetch('/meta.json', { cache: 'no-store' });
    if (!res.ok) return;
    latest = ((await res.json()) as { version: string }).version;
  } catch {
    return; // offline: keep running the cached version
  }
  if (!isNewerVersion(latest, APP_VERSION)) return;
  console.info(`Lontar ${latest} is available (running ${APP_VERSION}).`);
  if (sessionStorage.getItem(RELOADED_FOR) === latest) return;
  sessionStorage.setItem(RELOADED_FOR, latest);
  if ('caches' in window) await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
  window.location.reload();
}
