import { useEffect, useState, type RefObject } from 'react';

/** The element's height as laid out, kept current while it resizes (a virtual table needs a pixel height). */
export function useElementHeight(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [height, setHeight] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.floor(entry?.contentRect.height ?? 0);
      if (next > 0) setHeight(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return height;
}
