// The OpenAPI document (/api/docs) as Redocly's recommended rules want it, which a test holds it to
// (test/api-docs.test.ts; docs/decisions/037): the one error shape stated once and every operation
// pointed at it, so a client generated from it knows each failure answers { code, message, field? };
// every operation named and saying who may call it; and no property required without being described.

import type { SwaggerTransformObject } from '@fastify/swagger';
import { ruleResultSchema } from '@fis/shared/eligibility-declaration-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import { DOCUMENT_MIME_TYPES, IMAGE_MIME_TYPES } from '@fis/shared/limits';
import { z } from 'zod';

const errorCodeSchema = z.enum(Object.values(ErrorCode) as [ErrorCode, ...ErrorCode[]]);

export const apiErrorSchema = z.object({
  code: errorCodeSchema.describe('Stable code that clients branch on'),
  message: z.string().describe("Translated into the caller's language (Accept-Language)"),
  field: z.string().optional().describe('The field at fault, when one is'),
  fields: z.array(z.object({ field: z.string(), code: errorCodeSchema, message: z.string() })).optional(),
  retryAfter: z.number().int().optional().describe('Seconds to wait (rate limits, code lockout)'),
  rules: z.array(ruleResultSchema).optional().describe('NOT_ELIGIBLE: the eligibility rules not met'),
});

/**
 * The security requirement of routes that need a signed-in user: a bearer token, or the web app's
 * session cookie holding the same token (docs/decisions/043).
 */
export const bearer: Record<string, string[]>[] = [{ bearer: [] }, { sessionCookie: [] }];
/** Routes open to visitors: no token asked for (said outright, not left unsaid). */
export const anyone: Record<string, string[]>[] = [];
/** Open to all; a signed-in caller may send its session (what it answers may then say more). */
export const optionalBearer: Record<string, string[]>[] = [{}, ...bearer];

/** The 200 of a route that sends a stored file (an upload): its bytes, in the type it was stored as. */
export function fileDownload(description: string) {
  return {
    description,
    content: Object.fromEntries(
      [...IMAGE_MIME_TYPES, ...DOCUMENT_MIME_TYPES].map((type) => [type, { schema: z.file() }]),
    ),
  };
}

const errorResponse = {
  description: 'An error: a stable code, a translated message and, when one is at fault, the field',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};

type Response = { description?: string; content?: unknown };
type Operation = { operationId?: string; responses?: Record<string, Response> };
type JsonSchema = {
  properties?: Record<string, unknown>;
  required?: string[];
  additionalProperties?: unknown;
};

/**
 * An operation's name, from its method and path: GET /api/v1/job/{id} is getJobById, PUT
 * /api/v1/job/update/status/{id} putJobUpdateStatusById. Stable as long as the route is, and
 * unique because method and path are (checked all the same).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\/v\d+/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      return parameter ? ['by', parameter] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((word) => word[0]?.toUpperCase() + word.slice(1))].join('');
}

/**
 * A zod record over an enum's keys (a count per tab, per queue) is an object with every key
 * present and no other, but its JSON Schema requires the keys without naming them: they become
 * its properties, each of the record's value schema.
 */
function describeRecordKeys(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) describeRecordKeys(item);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as JsonSchema;
  const { additionalProperties: value, required } = schema;
  if (required && typeof value === 'object' && value !== null) {
    const missing = required.filter((key) => !schema.properties || !(key in schema.properties));
    if (missing.length > 0) {
      schema.properties = { ...schema.properties, ...Object.fromEntries(missing.map((key) => [key, value])) };
      schema.additionalProperties = false;
    }
  }
  for (const child of Object.values(node)) describeRecordKeys(child);
}

export function openApiTransform(servers: { url: string; description: string }[]): SwaggerTransformObject {
  return (document) => {
    if (!('openapiObject' in document)) return document.swaggerObject;
    const doc = document.openapiObject;
    doc.servers = servers;
    doc.components = {
      ...doc.components,
      schemas: {
        ...doc.components?.schemas,
        ApiError: z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }) as object,
      },
    };
    const named = new Set<string>();
    for (const [path, operations] of Object.entries(doc.paths ?? {}) as [string, Record<string, Operation>][]) {
      for (const [method, operation] of Object.entries(operations)) {
        operation.operationId ??= operationIdOf(method, path);
        if (named.has(operation.operationId)) throw new Error(`OpenAPI: two operations named ${operation.operationId}`);
        named.add(operation.operationId);
        operation.responses = { ...operation.responses, '4XX': errorResponse, '5XX': errorResponse };
        // A 204 has no body (RFC 9110); its zod schema exists only to type reply.send(null).
        const noContent = operation.responses['204'];
        if (noContent) operation.responses['204'] = { description: noContent.description ?? 'No content' };
      }
    }
    describeRecordKeys(doc.paths);
    describeRecordKeys(doc.components.schemas);
    return doc;
  };
}
