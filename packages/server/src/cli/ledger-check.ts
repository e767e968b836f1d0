import { sql } from 'drizzle-orm';
import { balanceDifferences } from '../modules/ledger/journal.repo.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db.ts';
import { withTenant } from '../platform/tx.ts';

/**
 * npm run ledger:check: recomputes every company's period balances from the journal lines and prints each
 * difference. Exit code 1 when any company's balance table disagrees with its lines.
 */
const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 2 });
let problems = 0;
try {
  const tenants = (await database.db.execute(sql`select id, name from tenants order by id`)) as unknown as { rows: { id: number; name: string }[] };
  for (const t of tenants.rows) {
    const diffs = await withTenant(database.db, Number(t.id), (tx) => balanceDifferences(tx, Number(t.id)));
    if (diffs.length) {
      problems += diffs.length;
      console.log(`company ${t.id} (${t.name}): ${diffs.length} difference(s)`);
      for (const d of diffs) console.log('  ', JSON.stringify(d));
    }
  }
  console.log(problems ? `${problems} difference(s) found` : `balances match the journal lines in all ${tenants.rows.length} companies`);
} finally {
  await database.close();
}
process.exit(problems ? 1 : 0);
