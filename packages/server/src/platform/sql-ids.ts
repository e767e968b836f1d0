import { sql, type SQL } from 'drizzle-orm';

/** Whole ids as a PostgreSQL array literal (`{1,2,3}`), distinct. */
const arrayText = (ids: readonly number[]) => `{${[...new Set(ids.map((id) => Math.trunc(Number(id))))].join(',')}}`;

/**
 * `= any(ids)` as one bigint[] parameter: unlike `in (select … from jsonb_array_elements…)`, the planner knows the
 * list and uses an index on the column (a set-returning function is always estimated at 100 rows and often turns
 * the lookup into a scan of the tenant's rows).
 */
export const anyId = (ids: readonly number[]): SQL => sql`any(${arrayText(ids)}::bigint[])`;
