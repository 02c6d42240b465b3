// The admin portal's calls: company approval and account deletion.
import { approveCompanyInputSchema, rejectCompanyInputSchema } from '@fis/shared/admin-account-schemas';
import { ApprovalStatus, Role } from '@fis/shared/enums';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@fis/shared/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { bearer } from '../lib/openapi.js';
import { deleteUser } from '../modules/admin/delete-user.js';
import { listCompaniesByStatus } from '../modules/admin/list-companies.js';
import { reviewCompany } from '../modules/admin/review-company.js';

const tags = ['admin'];
const idParams = z.object({ id: z.uuid() });
const noContent = { 204: z.null().describe('Done') };

const companyListSchema = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      companyCode: z.string(),
      companyName: z.string(),
      contactJobRole: z.string(),
      email: z.string(),
      registeredAt: z.string(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  take: z.number(),
});

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  app.get(
    '/admin/companies',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Companies by approval state (0 pending, 1 approved, 2 rejected)',
        querystring: z.object({
          status: z.coerce
            .number()
            .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)]))
            .default(ApprovalStatus.PENDING),
          page: z.coerce.number().int().min(1).default(DEFAULT_PAGE),
          take: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
        }),
        response: { 200: companyListSchema },
      },
    },
    async (request) => listCompaniesByStatus(contextOf(request), request.query),
  );

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
