// The admin portal's calls: company approval and account deletion (the companies list: admin-lists.ts).
import { approveCompanyInputSchema, rejectCompanyInputSchema } from '@fis/shared/admin-account-schemas';
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

  app.post(
    '/admin/companies/:id/approve',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Approve a company waiting for review; an optional reason is emailed to it as written',
        params: idParams,
        body: approveCompanyInputSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      const reason = request.body?.reason;
      await reviewCompany(contextOf(request), { companyId: request.params.id, decision: 'approve', reason });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/admin/companies/:id/reject',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Reject a company waiting for review, with a reason emailed to it in the company's language",
        params: idParams,
        body: rejectCompanyInputSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await reviewCompany(contextOf(request), { companyId: request.params.id, decision: 'reject', ...request.body });
      return reply.status(204).send(null);
    },
  );

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
