// The admin portal's calls: company approval and account deletion (the companies list: admin-lists.ts).
import { Role } from '@fis/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { bearer } from '../lib/openapi.js';
import { deleteUser } from '../modules/admin/delete-user.js';
import { reviewCompany } from '../modules/admin/review-company.js';

const tags = ['admin'];
const idParams = z.object({ id: z.uuid() });
const noContent = { 204: z.null().describe('Done') };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/admin/companies/:id/${decision}`,
      {
        schema: {
          tags,
          security: bearer,
          summary: `${decision} a company waiting for review`,
          params: idParams,
          response: noContent,
        },
      },
      async (request, reply) => {
        await reviewCompany(contextOf(request), { companyId: request.params.id, decision });
        return reply.status(204).send(null);
      },
    );
  }

  app.delete(
    '/admin/users/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Delete an account; its sessions end at once',
        params: idParams,
        response: noContent,
      },
    },
    async (request, reply) => {
      await deleteUser(contextOf(request), { userId: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
