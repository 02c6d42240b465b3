// Who in the office takes an item of its queues (issue 27, docs/decisions/056): officers only.
import { assignInputSchema, assignmentParamsSchema, assignmentSchema } from '@fis/shared/assignment-schemas';
import { Role } from '@fis/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { assignItem } from '../modules/assignments/assign-item.js';

export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  app.put(
    '/admin/assignments/:subjectType/:subjectId',
    {
      schema: {
        tags: ['admin'],
        security: bearer,
        summary:
          "Give a queue's item (a candidate's eligibility check, a company or job to approve, a review, a help request) " +
          'to an officer, or to nobody (assigneeId null); audited',
        params: assignmentParamsSchema,
        body: assignInputSchema,
        response: { 200: assignmentSchema },
      },
    },
    async (request) => {
      const assignee = await assignItem(contextOf(request), { ...request.params, ...request.body });
      return {
        assignee,
        message: t(request.lang, assignee ? 'messages:assignment.assigned' : 'messages:assignment.unassigned', {
          email: assignee?.email ?? '',
        }),
      };
    },
  );
};
