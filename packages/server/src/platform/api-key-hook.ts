import { decryptApiKey } from '@lontar/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * x-api-key (API.md §1): a present header must decrypt and be fresh; a missing one is accepted unless
 * REQUIRE_API_KEY is set. /api/time stays open because the client needs it to build the header.
 */
export function apiKeyHook(requireApiKey: boolean) {
  return async (request: FastifyRequest) => {
    request.apiClientId = null;
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/time') || request.url.startsWith('/api/docs')) return;
    const header = request.headers['x-api-key'];
    if (header === undefined) {
      if (requireApiKey) throw new AppError('INVALID_API_KEY');
      return;
    }
    const record = typeof header === 'string' ? await decryptApiKey(header, Date.now()) : null;
    if (!record) throw new AppError('INVALID_API_KEY');
    request.apiClientId = record.clientId.slice(0, 100);
  };
}
