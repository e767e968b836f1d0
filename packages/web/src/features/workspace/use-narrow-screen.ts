import { useMediaQuery } from '../../ui/use-media-query.ts';

/** The workspace switches to its mobile layout at 1000 px or less (spec 002 §2.9, the "mobile mode" reading). */
const NARROW_QUERY = '(max-width: 1000px)';

export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_QUERY);
}
