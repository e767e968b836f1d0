import type { FastifyRequest } from 'fastify';

const SECRET_QUERY = /([?&](?:password|oldPassword|newPassword|token|code|accessToken)=)[^&#]*/gi;
const SECRET_PATH = /(accesstoken=)[^/?#&]*/gi;

/** A URL fit for the log: secret query parameters and path tokens are masked. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]').replace(SECRET_PATH, '$1[redacted]').replace(/(revoke-token-fcm\/)[^/?#]+/i, '$1[redacted]');
}

/** Request serializer for pino: no headers (Authorization, x-api-key) and no bodies are logged. */
export function serializeRequest(request: FastifyRequest) {
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}
