// Responses are written by fast-json-stringify from the JSON Schema of each route's zod response
// schema (the same one the OpenAPI document shows). It writes only the declared properties, so a
// column added to a query never leaks into an answer, and it is faster than checking each answer
// with zod and then calling JSON.stringify (see bench/job-search.bench.js).

import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
