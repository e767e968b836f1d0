import { DEBOUNCE_MS, ZSignup } from '@lontar/core';
import { useDebouncedValue } from '../../ui/use-debounced-value.ts';
import { useAvailability, type AvailabilityKind } from './api.ts';

export interface LiveAvailability {
  /** The value is well-formed and its availability is still being settled or fetched. */
  checking: boolean;
  /** Known for the value as typed now; undefined while unknown or when the value is not well-formed. */
  available: boolean | undefined;
}

/** Availability of a username or e-mail as the user types, asked 500 ms after typing stops (spec 000 §9). */
export function useLiveAvailability(kind: AvailabilityKind, value: string | undefined): LiveAvailability {
  const schema = ZSignup.shape[kind];
  const settled = useDebouncedValue(value, DEBOUNCE_MS);
  const parsedNow = value === undefined ? undefined : schema.safeParse(value);
  const parsedSettled = settled === undefined ? undefined : schema.safeParse(settled);
  const query = useAvailability(kind, parsedSettled?.success ? parsedSettled.data : undefined);
  const wellFormed = parsedNow?.success === true;
  const current = settled === value;
  return {
    checking: wellFormed && (!current || query.isFetching),
    available: wellFormed && current && !query.isFetching ? query.data : undefined,
  };
}
