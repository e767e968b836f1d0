import { APP_VERSION } from '@lontar/core';

/** Production only: the dev server's modules must not be cached. A failed registration is only logged (spec 000 §8). */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register(`/sw.js?v=${APP_VERSION}`).catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  });
}
