// The office's saved views of its lists (issue 27 section 4, docs/decisions/057): a named query of
// the candidates, companies, jobs or applications list (its filters and sort) shared by every
// officer, and its weekly CSV file emailed to chosen colleagues.
import { Role } from '@fis/shared/enums';
import {
  savedViewIdParamsSchema,
  savedViewInputSchema,
  savedViewListQuerySchema,
  savedViewListSchema,
  savedViewScheduleInputSchema,
  savedViewSchema,
} from '@fis/shared/saved-view-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { bearer } from '../lib/openapi.js';
import { createSavedView } from '../modules/saved-views/create-saved-view.js';
import { deleteSavedView } from '../modules/saved-views/delete-saved-view.js';
import { listSavedViews } from '../modules/saved-views/list-saved-views.js';
import { scheduleSavedView } from '../modules/saved-views/schedule-saved-view.js';
import { unscheduleSavedView } from '../modules/saved-views/unschedule-saved-view.js';
import { updateSavedView } from '../modules/saved-views/update-saved-view.js';

const tags = ['admin'];

export const savedViewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  app.get(
    '/admin/saved-views',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The office's saved views, of one list or all, by list and name",
        querystring: savedViewListQuerySchema,
        response: { 200: savedViewListSchema },
      },
    },
    async (request) => listSavedViews(contextOf(request), request.query),
  );

  app.post(
    '/admin/saved-views',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'A new view of a list: its name (not another view’s of the list) and its query (filters and sort, as the ' +
          'list reads them); 409 once the list has as many views as allowed',
        body: savedViewInputSchema,
        response: { 201: savedViewSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createSavedView(contextOf(request), request.body)),
  );

  app.put(
    '/admin/saved-views/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'A view renamed or given another query, by any officer; it stays on its list',
        params: savedViewIdParamsSchema,
        body: savedViewInputSchema,
        response: { 200: savedViewSchema },
      },
    },
    async (request) => updateSavedView(contextOf(request), { ...request.body, id: request.params.id }),
  );

  app.delete(
    '/admin/saved-views/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'A view removed for every officer, its weekly email with it',
        params: savedViewIdParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteSavedView(contextOf(request), request.params);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/admin/saved-views/:id/schedule',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'The view emailed as a CSV file each week, on a day (1 Monday … 7 Sunday) at an hour of Hong Kong time, ' +
          'to active members of the office; a day and hour already past this week start next week',
        params: savedViewIdParamsSchema,
        body: savedViewScheduleInputSchema,
        response: { 200: savedViewSchema },
      },
    },
    async (request) => scheduleSavedView(contextOf(request), { ...request.body, id: request.params.id }),
  );

  app.delete(
    '/admin/saved-views/:id/schedule',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The view’s weekly email stopped; the view stays',
        params: savedViewIdParamsSchema,
        response: { 200: savedViewSchema },
      },
    },
    async (request) => unscheduleSavedView(contextOf(request), request.params),
  );
};
