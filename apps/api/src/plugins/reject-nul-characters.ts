// PostgreSQL text cannot hold U+0000: a statement carrying one fails as a whole, which would reach
// the caller as a 500. No field has a use for it, so a request whose params, query or JSON body
// holds one anywhere is refused before validation, 400 FIELD_INVALID naming the field, as a
// schema would. (File names in uploads are cleaned separately: lib/multipart-upload.ts.)
import { ErrorCode } from '@fis/shared/error-codes';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';

/** The dotted path of the first string holding a NUL ('' for the value itself), or undefined. */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}

export const rejectNulCharacters = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = nulPath(part, '');
      if (field !== undefined) throw new AppError(ErrorCode.FIELD_INVALID, { field: field || 'body' });
    }
  });
});
