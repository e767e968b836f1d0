import type { FastifyRequest } from 'fastify';
import type { AppContext } from './context.ts';
import { AppError } from './errors.ts';

const WINDOW = '15 minutes';

function tooMany() {
  return new AppError('TOO_MANY_REQUESTS', { minutes: 15 });
}

/** Limit keyed by the e-mail address in the body (forgot password, resend verification). */
export function perAddressLimit(ctx: AppContext) {
  return {
    max: ctx.config.rateLimitMax,
    timeWindow: WINDOW,
    keyGenerator: (request: FastifyRequest) => {
      const email = (request.body as { email?: unknown } | undefined)?.email;
      return typeof email === 'string' ? `mail:${email.trim().toLowerCase()}` : `ip:${request.ip}`;
    },
    errorResponseBuilder: tooMany,
  };
}

/** Limit keyed by the client address (sign-up, availability checks). */
export function perClientLimit(ctx: AppContext, multiplier = 1) {
  return {
    max: ctx.config.rateLimitMax * multiplier,
    timeWindow: WINDOW,
    keyGenerator: (request: FastifyRequest) => `ip:${request.ip}`,
    errorResponseBuilder: tooMany,
  };
}
