import { z } from 'zod';
import type { App } from '../../platform/fastify-types.ts';
import { regions } from './region.data.ts';

const list = <T>(listdata: T[]) => ({ listdata, total: listdata.length, page: 1, size: listdata.length });

export function regionRoutes(app: App) {
  app.get('/api/province', { schema: { tags: ['regions'] } }, async () => list((await regions()).provinces));
  app.get('/api/city', { schema: { tags: ['regions'], querystring: z.strictObject({ idprovinsi: z.string().regex(/^\d{2}$/, { message: 'V_INVALID_VALUE' }) }) } }, async (request) =>
    list((await regions()).cities.get(request.query.idprovinsi) ?? []),
  );
}
