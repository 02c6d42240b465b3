import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../src/lib/response-serializer.js';

const serializerOf = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('responseSerializerCompiler', () => {
  const card = z.object({
    id: z.string(),
    name: z.string(),
    salary: z.number().nullable(),
    company: z.object({ id: z.string(), logoUrl: z.string().nullable() }),
    tags: z.array(z.string()),
  });

  it('writes only the declared fields, nested ones too', () => {
    const json = serializerOf(card)({
      id: 'j1',
      name: '金融科技實習生 "quoted"',
      salary: null,
      company: { id: 'c1', logoUrl: null, passwordHash: 'secret' },
      tags: ['區塊鏈'],
      internalNote: 'secret',
    });
    expect(JSON.parse(json)).toEqual({
      id: 'j1',
      name: '金融科技實習生 "quoted"',
      salary: null,
      company: { id: 'c1', logoUrl: null },
      tags: ['區塊鏈'],
    });
  });

  it('refuses an answer that lacks a required field', () => {
    expect(() => serializerOf(card)({ id: 'j1', salary: 1, company: { id: 'c1', logoUrl: null }, tags: [] })).toThrow(
      /name/,
    );
  });
});
