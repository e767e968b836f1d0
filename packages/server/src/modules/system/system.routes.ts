import { APP_VERSION } from '@lontar/core';
import type { App } from '../../platform/fastify-types.ts';

export function systemRoutes(app: App) {
  app.get('/api/time', { schema: { tags: ['system'] } }, async () => ({ now: Date.now() }));

  app.get('/meta.json', { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-cache, no-store').send({ version: APP_VERSION });
  });
}
