// The office's internal notes (issue 27, docs/decisions/052) about a candidate, a company, a job or
// an application: officers only; each officer takes back only their own.
import { Role } from '@fis/shared/enums';
import {
  addNoteInputSchema,
  noteIdParamsSchema,
  noteListQuerySchema,
  noteListSchema,
  noteSchema,
} from '@fis/shared/internal-note-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { bearer } from '../lib/openapi.js';
import { addNote } from '../modules/internal-notes/add-note.js';
import { deleteNote } from '../modules/internal-notes/delete-note.js';
import { listNotes } from '../modules/internal-notes/list-notes.js';

const tags = ['admin'];

export const internalNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  app.get(
    '/admin/notes',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The office's notes about one candidate, company, job or application, newest first (at most 100)",
        querystring: noteListQuerySchema,
        response: { 200: noteListSchema },
      },
    },
    async (request) => listNotes(contextOf(request), request.query),
  );

  app.post(
    '/admin/notes',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'A note about a record, for the other officers; the record must exist',
        body: addNoteInputSchema,
        response: { 201: noteSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await addNote(contextOf(request), request.body)),
  );

  app.delete(
    '/admin/notes/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The caller's own note taken back (a colleague's answers 404)",
        params: noteIdParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteNote(contextOf(request), request.params);
      return reply.status(204).send(null);
    },
  );
};
