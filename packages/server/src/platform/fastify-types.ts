import type { Lang } from '@lontar/core';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminRow, UserAuth } from './auth.ts';
import type { TenantCall } from './tenant-access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of messages: the signed-in user's, else Accept-Language, else id. */
    lang: Lang;
    /** Client id carried by a valid x-api-key header. */
    apiClientId: string | null;
    userAuth: UserAuth | null;
    adminAuth: { admin: AdminRow; sessionId: string } | null;
    /** Set by requireTenantMember on /api/tenant/:tenantId/… routes. */
    tenantCall: TenantCall | null;
  }
}

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
