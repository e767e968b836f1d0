import { makeTestTemplate } from './db-template.ts';

/** Once per `npm test`: the migrated database every test database is copied from (db-template.ts). */
export default async function setup(): Promise<() => Promise<void>> {
  return makeTestTemplate();
}
