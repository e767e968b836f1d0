import { formatIssues, translate, type Lang, type MessageKey, type MessageParams } from '@lontar/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** HTTP status for each machine code (API.md §1). */
const STATUS: Partial<Record<MessageKey | 'VALIDATION_ERROR', number>> = {
  VALIDATION_ERROR: 400,
  MALFORMED_JSON: 400,
  INVALID_API_KEY: 400,
  TOKEN_INVALID: 400,
  INCORRECT_PASSWORD: 400,
  UNAUTHORIZED: 401,
  BAD_CREDENTIALS: 401,
  SESSION_INVALID: 403,
  ACCESS_DENIED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  NOT_VERIFIED: 409,
  SESSION_REPLACED: 409,
  TENANT_NAME_TAKEN: 409,
  CURRENCY_INCOMPLETE: 409,
  MEMBER_EXISTS: 409,
  CANNOT_CHANGE_OWNER: 409,
  STALE_VERSION: 409,
  IN_USE: 409,
  COMPANY_NOT_FOUND: 404,
  PERIOD_CLOSED: 409,
  BASE_CURRENCY_FIRST: 409,
  ACCOUNT_NOT_IN_COMPANY: 400,
  V_DECIMAL_FIELD: 400,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
};

const REASON: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The one error type of the application: a catalogue key plus its parameters. */
export class AppError extends Error {
  readonly status: number;
  /** The machine code sent to the client; defaults to the message key. */
  readonly publicCode: string;
  /** Messages already in the user's language (validation done outside the route schema). */
  readonly messages?: string[];
  constructor(
    readonly code: MessageKey,
    readonly params: MessageParams = {},
    options: { status?: number; publicCode?: string; messages?: string[] } = {},
  ) {
    super(code);
    this.status = options.status ?? STATUS[code] ?? 400;
    this.publicCode = options.publicCode ?? code;
    this.messages = options.messages;
  }
}

/** 400 VALIDATION_ERROR with one localized message per failing field. */
export function validationError(messages: string[]): AppError {
  return new AppError('V_INVALID_VALUE', {}, { status: 400, publicCode: 'VALIDATION_ERROR', messages });
}

/** A 403 ACCESS_DENIED whose text names what was refused (API.md §1: no logout on a denial). */
export function accessDenied(key: MessageKey, params: MessageParams = {}): AppError {
  return new AppError(key, params, { status: 403, publicCode: 'ACCESS_DENIED' });
}

export interface ErrorBody {
  statusCode: number;
  error: string;
  code: string;
  message: string | string[];
}

export function errorBody(status: number, code: string, message: string | string[]): ErrorBody {
  return { statusCode: status, error: REASON[status] ?? 'Error', code, message };
}

function fromFastifyError(error: FastifyError, lang: Lang): ErrorBody | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return errorBody(413, 'PAYLOAD_TOO_LARGE', translate(lang, 'PAYLOAD_TOO_LARGE'));
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return errorBody(400, 'MALFORMED_JSON', translate(lang, 'MALFORMED_JSON'));
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return errorBody(415, 'UNSUPPORTED_MEDIA_TYPE', translate(lang, 'UNSUPPORTED_MEDIA_TYPE'));
  }
  if (error.statusCode === 429) {
    return errorBody(429, 'TOO_MANY_REQUESTS', translate(lang, 'TOO_MANY_REQUESTS', { minutes: 15 }));
  }
  // JSON.parse failures surface as SyntaxError with status 400.
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
    return errorBody(400, 'MALFORMED_JSON', translate(lang, 'MALFORMED_JSON'));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return errorBody(error.statusCode, 'BAD_REQUEST', translate(lang, 'V_INVALID_VALUE'));
  }
  return undefined;
}

/** Turns anything thrown into the API.md §1 envelope in the request's language. Never leaks a stack. */
export function toErrorBody(error: unknown, lang: Lang): ErrorBody {
  if (error instanceof AppError) return errorBody(error.status, error.publicCode, error.messages ?? translate(lang, error.code, error.params));
  const fe = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fe)) {
    // The provider flattens each zod issue into { keyword, instancePath, message, params }; rebuild it.
    const issues = fe.validation.map(
      (v) => ({ ...v.params, code: v.keyword, message: v.message, path: v.instancePath.split('/').filter(Boolean) }) as unknown as z.core.$ZodIssue,
    );
    return errorBody(400, 'VALIDATION_ERROR', formatIssues(issues, lang));
  }
  return fromFastifyError(fe, lang) ?? errorBody(500, 'INTERNAL_ERROR', translate(lang, 'INTERNAL_ERROR'));
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  const body = toErrorBody(error, request.lang);
  if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  return reply.status(body.statusCode).type('application/json; charset=utf-8').send(body);
}
