/* global self, caches, fetch, Response, URL */
/*
 * Lontar service worker: keeps the app shell (index.html and every built asset) so the app opens offline
 * (spec 000 §8). API calls and /meta.json always go to the network. Registered as /sw.js?v=<version>, so a new
 * release installs a new worker with its own cache and the old cache is dropped.
 */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'unversioned';
const CACHE = `lontar-shell-${VERSION}`;
const STATIC_FILES = ['/', '/favicon.svg', '/manifest.webmanifest'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const res = await fetch('/asset-manifest.json', { cache: 'no-store' });
      const { files } = await res.json();
      const cache = await caches.open(CACHE);
      await cache.addAll([...STATIC_FILES, ...files.map((file) => `/${file}`)]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('lontar-shell-') && key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

function bypass(url) {
  return url.origin !== self.location.origin || url.pathname.startsWith('/api/') || url.pathname === '/meta.json' || url.pathname === '/sw.js';
}

/** Pages: the network first (always the newest release online), the cached shell when offline. */
async function navigate(request) {
  try {
    return await fetch(request);
  } catch {
    const shell = await caches.match('/', { cacheName: CACHE });
    return shell || Response.error();
  }
}

/** Assets have hashed names, so a cached copy is always right. */
async function asset(request) {
  const cached = await caches.match(request, { cacheName: CACHE });
  if (cached) return cached;
  const res = await fetch(request);
  if (res.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(request, res.clone());
  }
  return res;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (bypass(url)) return;
  event.respondWith(request.mode === 'navigate' ? navigate(request) : asset(request));
});
