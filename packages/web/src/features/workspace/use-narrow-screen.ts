import { useSyncExternalStore } from 'react';

/** The workspace switches to its mobile layout at 1000 px or less (spec 002 §2.9, the "mobile mode" reading). */
const NARROW_QUERY = '(max-width: 1000px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(NARROW_QUERY).matches);
}
