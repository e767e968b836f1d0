import { DEBOUNCE_MS, ZTenantName } from '@lontar/core';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useTenantNameAvailability } from './api.ts';

export interface NameAvailability {
  /** The name is well-formed and its availability is still being settled or fetched. */
  checking: boolean;
  /** Known for the name as typed now; undefined while unknown, not well-formed, or unchanged. */
  available: boolean | undefined;
}

/**
 * Whether a company name is free, asked 500 ms after typing stops (spec 000 §9). `current` is the company's
 * own name when renaming: keeping it needs no check.
 */
export function useNameAvailability(value: string | undefined, current?: string): NameAvailability {
  const settled = useDebouncedValue(value, DEBOUNCE_MS);
  const checkable = (name: string | undefined) => {
    const parsed = name === undefined ? undefined : ZTenantName.safeParse(name);
    return parsed?.success && parsed.data !== current ? parsed.data : undefined;
  };
  const now = checkable(value);
  const query = useTenantNameAvailability(checkable(settled));
  const isCurrent = settled === value;
  return {
    checking: now !== undefined && (!isCurrent || query.isFetching),
    available: now !== undefined && isCurrent && !query.isFetching ? query.data : undefined,
  };
}
