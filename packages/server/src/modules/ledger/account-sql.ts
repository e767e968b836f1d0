import { sql } from 'drizzle-orm';

/**
 * True for an account that has children (a parent account, never posted to). Written against the unaliased
 * outer "glaccount" so it works inside select lists as well as where clauses.
 */
export const IS_PARENT_ACCOUNT = sql.raw('exists (select 1 from glaccount c where c.tenant_id = glaccount.tenant_id and c.parentaccount = glaccount.glid)');
export const IS_POSTABLE_ACCOUNT = sql.raw('not exists (select 1 from glaccount c where c.tenant_id = glaccount.tenant_id and c.parentaccount = glaccount.glid)');
