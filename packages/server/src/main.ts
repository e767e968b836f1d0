import { buildApp } from './app.ts';
import { loadConfig } from './platform/config.ts';

const config = loadConfig();
const { app, database } = await buildApp(config);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  // app.close() stops accepting connections, waits for in-flight requests, then its onClose hook closes the database.
  await app.close();
  app.log.info('database closed, bye');
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.log.info({ url: config.appUrl, database: database.kind }, 'Lontar is running');
