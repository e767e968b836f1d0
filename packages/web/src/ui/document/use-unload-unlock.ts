import { API_KEY_DURATION_MINUTES } from '@lontar/core';
import { useEffect, useRef } from 'react';
import { prepareUnloadUnlock, type RecordSource } from './record-api.ts';

/** The prepared unload release is rebuilt a minute before its x-api-key stops being valid. */
const UNLOAD_UNLOCK_REFRESH_MS = (API_KEY_DURATION_MINUTES - 1) * 60_000;

/**
 * Closing or reloading the browser tab runs no React cleanup: while an edit lock is held (`heldId`), a release is
 * kept ready (refreshed before its x-api-key goes stale) and sent with keepalive when the page goes away.
 */
export function useUnloadUnlock(source: RecordSource, heldId: number | null): void {
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });
  useEffect(() => {
    if (heldId === null) return;
    let send: (() => void) | null = null;
    let live = true;
    const prepare = () =>
      prepareUnloadUnlock(latest.current, heldId)
        .then((sender) => {
          if (live) send = sender;
        })
        .catch(() => undefined);
    void prepare();
    const timer = setInterval(() => void prepare(), UNLOAD_UNLOCK_REFRESH_MS);
    const onPageHide = () => send?.();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [heldId]);
}
