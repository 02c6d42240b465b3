// The OpenAPI document states the one error shape once and points every operation at it, so a
// client generated from /api/docs knows each failure answers { code, message, field? ... }.

import type { SwaggerTransformObject } from '@fastify/swagger';
import { ruleResultSchema } from '@fis/shared/eligibility-declaration-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
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

/** The security requirement of routes that need a signed-in user. */
export const bearer = [{ bearer: [] }];

const errorResponse = {
  description: 'An error: a stable code, a translated message and, when one is at fault, the field',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
};

type Response = { description?: string; content?: unknown };
type Operations = Record<string, { responses?: Record<string, Response> }>;

export const withErrorResponses: SwaggerTransformObject = (document) => {
  if (!('openapiObject' in document)) return document.swaggerObject;
  const doc = document.openapiObject;
  doc.components = {
    ...doc.components,
    schemas: {
      ...doc.components?.schemas,
      ApiError: z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }) as object,
    },
  };
  for (const operations of Object.values(doc.paths ?? {}) as Operations[]) {
    for (const operation of Object.values(operations)) {
      operation.responses = { ...operation.responses, '4XX': errorResponse, '5XX': errorResponse };
      // A 204 has no body (RFC 9110); its zod schema exists only to type reply.send(null).
      const noContent = operation.responses['204'];
      if (noContent) operation.responses['204'] = { description: noContent.description ?? 'No content' };
    }
  }
  return doc;
};
