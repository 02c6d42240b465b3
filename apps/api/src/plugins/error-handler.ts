// The one place errors become responses: { code, message, field?, fields?, retryAfter? } with the
// message translated. Validation issues carry ErrorCodes from the shared schemas. 5xx text is
// never shown to the caller.
import { type ApiErrorBody, ErrorCode, httpStatusOf, isErrorCode } from '@fis/shared/error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { t } from '../lib/catalogs.js';

function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body';
}

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  extra: Partial<ApiErrorBody> = {},
  params = {},
) {
  const status = httpStatusOf(code);
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
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, ErrorCode.INTERNAL);
  });
});

export function notFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, request, ErrorCode.NOT_FOUND);
}
