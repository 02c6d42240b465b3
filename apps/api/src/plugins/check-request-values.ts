// Three kinds of value no route can use are refused before validation, 400 FIELD_INVALID naming
// the field, as a schema would:
// - A body that is not a JSON object (null, a number, a string, an array, or none) on a route
//   whose schema takes an object and not that value. A check across fields that runs whatever the
//   fields (`when`, as refineGraduationYears's) would read a property of null and answer 500.
// - U+0000. PostgreSQL text cannot hold it: a statement carrying one fails as a whole, which would
//   reach the caller as a 500. (File names in uploads are cleaned separately: lib/multipart-upload.ts.)
// - JSON nested deeper than JSON_MAX_DEPTH. 7,000 levels fit in 15 KB and overflow the stack of
//   any recursive walk (validation, serialisation, logging); no form nests more than a few levels.
// The walk itself keeps its own stack, so no body can exhaust the call stack here.
import { ErrorCode } from '@fis/shared/error-codes';
import { JSON_MAX_DEPTH } from '@fis/shared/limits';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { AppError } from '../lib/app-error.js';

interface Pending {
  value: unknown;
  /** Dotted path from the top ('' for the value itself). */
  path: string;
  /** Objects and arrays around it: 0 for the value itself. */
  depth: number;
}

/**
 * The field to name for the first refused value, in document order: the dotted path of a string
 * holding a NUL, or the top-level field under which nesting goes too deep ('' for the value
 * itself). Undefined when everything can be used.
 */
function refusedField(root: unknown): string | undefined {
  const pending: Pending[] = [{ value: root, path: '', depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return path;
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= JSON_MAX_DEPTH) return path.split('.')[0];
    const entries = Object.entries(value);
    // Pushed last to first, so that the first field comes off the stack first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string, unknown];
      pending.push({ value: item, path: path ? `${path}.${key}` : key, depth: depth + 1 });
    }
  }
  return undefined;
}

/**
 * Whether the route reads a JSON object that is not there: a route with a body schema, unless it
 * reads its body itself as a stream (the multipart uploads), or its schema takes this very value
 * (none, or null, where a body may be left out). A schema whose checks throw on the value (a
 * property read of null) does not take it.
 */
function missingJsonObject(request: FastifyRequest): boolean {
  const schema = request.routeOptions.schema;
  if (!schema?.body || (schema.consumes && !schema.consumes.includes('application/json'))) return false;
  const { body } = request;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return false;
  try {
    return !(schema.body as ZodType).safeParse(body).success;
  } catch {
    return true;
  }
}

export const checkRequestValues = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = refusedField(part);
      if (field !== undefined) throw new AppError(ErrorCode.FIELD_INVALID, { field: field || 'body' });
    }
    if (missingJsonObject(request)) throw new AppError(ErrorCode.FIELD_INVALID, { field: 'body' });
  });
});
