import { sql } from 'drizzle-orm';
import { checkStock } from '../modules/stock/stock-check.ts';
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db.ts';
import { withTenant } from '../platform/tx.ts';

/**
 * npm run stock:check: recomputes every company's stock from its moves and compares quantities, costs and values
 * with what is stored, and the stock value with the inventory accounts in the ledger. Prints each difference;
 * exit code 1 when any is found.
 */
const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, poolSize: 2 });
let problems = 0;
try {
  const tenants = (await database.db.execute(sql`select id, name from tenants order by id`)) as unknown as { rows: { id: number; name: string }[] };
  for (const t of tenants.rows) {
    const result = await withTenant(database.db, Number(t.id), (tx) => checkStock(tx, Number(t.id)));
    if (result.differences.length) {
      problems += result.differences.length;
      console.log(`company ${t.id} (${t.name}): ${result.differences.length} difference(s) in ${result.items} item(s), ${result.moves} move(s)`);
      for (const d of result.differences) console.log('  ', JSON.stringify(d));
    }
  }
  console.log(problems ? `${problems} difference(s) found` : `stock agrees with its moves and the ledger in all ${tenants.rows.length} companies`);
} finally {
  await database.close();
}
process.exit(problems ? 1 : 0);
