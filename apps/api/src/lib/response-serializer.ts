// Responses are written by fast-json-stringify from the JSON Schema of each route's zod response
// schema (the same one the OpenAPI document shows). It writes only the declared properties, so a
// column added to a query never leaks into an answer, and it is faster than checking each answer
// with zod and then calling JSON.stringify (see bench/job-search.bench.js).

import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/**
 * One writer per response schema in the process, made when the first answer needs it. Making the
 * writers of every route at start took about 0.4 s of each app's start, for routes most processes
 * (a test's app, an instance just started) answer few of; and several apps in one process (the
 * test suites) share the route modules' schemas.
 */
const writers = new WeakMap<z.ZodType, Serialize>();

function writerOf(schema: z.ZodType): Serialize {
  let write = writers.get(schema);
  if (!write) {
    const jsonSchema = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' });
    write = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    writers.set(schema, write);
  }
  return write;
}

export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema }) =>
  (data) =>
    writerOf(schema)(data);
