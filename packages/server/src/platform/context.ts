import type { FastifyBaseLogger } from 'fastify';
import type { TokenKit } from './auth.ts';
import type { Config } from './config.ts';
import type { Db } from './db.ts';
import type { Mailer } from './mail.ts';

/** What every service receives: explicit, no container (DESIGN.md §2). */
export interface AppContext {
  db: Db;
  config: Config;
  kit: TokenKit;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
