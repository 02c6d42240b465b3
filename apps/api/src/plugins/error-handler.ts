// The one place errors become responses: { code, message, field?, fields?, retryAfter? } with the
// message translated. Validation issues carry ErrorCodes from the shared schemas. 5xx text is
// never shown to the caller.
import { type ApiErrorBody, ErrorCode, isErrorCode } from '@fis/shared/error-codes';
import { httpStatusOf } from '@fis/shared/error-statuses';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { t } from '../lib/catalogs.js';
import { isServiceOutage } from '../lib/service-outage.js';
import { endWebSession, tokenOf } from '../lib/web-session.js';

/** A restart or a failover of the database takes seconds: the Retry-After of its 503. */
const SERVICE_RETRY_AFTER_SECONDS = 5;

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

/** Codes after which the session the request presented no longer works. */
const SESSION_ENDED: ReadonlySet<ErrorCode> = new Set([ErrorCode.UNAUTHORIZED, ErrorCode.ACCOUNT_SUSPENDED]);

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  extra: Partial<ApiErrorBody> = {},
  params = {},
) {
  const status = httpStatusOf(code);
  // The browser forgets a session cookie that no longer works: its next page is a signed-out one.
  if (SESSION_ENDED.has(code) && tokenOf(request)?.fromCookie) endWebSession(reply, request.server.config);
  if (extra.retryAfter) reply.header('Retry-After', String(extra.retryAfter));
  const body: ApiErrorBody = { code, message: t(request.lang, `errors:${code}`, params), ...extra };
  return reply.status(status).send(body);
}

export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { field, retryAfter, params, rules } = error.options;
      return send(reply, request, error.code, { field, retryAfter, rules }, { seconds: retryAfter ?? '', ...params });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((issue) => {
        const code = isErrorCode(issue.message) ? issue.message : ErrorCode.FIELD_INVALID;
        return { field: fieldOf(issue.instancePath), code, message: t(request.lang, `errors:${code}`) };
      });
      const first = fields[0] ?? { field: 'body', code: ErrorCode.FIELD_INVALID };
      return send(reply, request, first.code, { field: first.field, fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return send(reply, request, ErrorCode.PAYLOAD_TOO_LARGE);
    if (status === 429) return send(reply, request, ErrorCode.RATE_LIMITED, {}, { seconds: 60 });
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, an empty body: the caller's input is at fault.
      return send(reply, request, ErrorCode.FIELD_INVALID, { field: 'body' });
    }
    if (isServiceOutage(error)) {
      // The database is out of reach (restarting, failing over, the network): the same request
      // will work once it is back, which db/postgres-database.ts logs (docs/decisions/031).
      request.log.warn({ err: error }, 'service unavailable: answered 503');
      return send(reply, request, ErrorCode.SERVICE_UNAVAILABLE, { retryAfter: SERVICE_RETRY_AFTER_SECONDS });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, ErrorCode.INTERNAL);
  });
});

export function notFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, ErrorCode.NOT_FOUND);
}
