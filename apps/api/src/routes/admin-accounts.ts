// The admin portal's accounts, team and audit view (docs/decisions/024-admin-accounts.md): an
// account's summary and its actions (suspend, restore, resend the verification email; delete is
// in admin.ts), the admin team (list, invite, remove) and the audit log with its CSV export.
import {
  accountActionDoneSchema,
  accountIdParamsSchema,
  accountSummarySchema,
  auditLogFiltersSchema,
  auditLogPageSchema,
  auditLogQuerySchema,
  inviteAdminInputSchema,
  suspendAccountInputSchema,
  teamMemberDoneSchema,
  teamSchema,
} from '@fis/shared/admin-account-schemas';
import { Role } from '@fis/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { sendCsv } from '../lib/send-csv.js';
import { getAccount } from '../modules/admin-accounts/get-account.js';
import { resendVerification } from '../modules/admin-accounts/resend-verification.js';
import { restoreAccount } from '../modules/admin-accounts/restore-account.js';
import { suspendAccount } from '../modules/admin-accounts/suspend-account.js';
import { inviteAdmin } from '../modules/admin-team/invite-admin.js';
import { listAdmins } from '../modules/admin-team/list-admins.js';
import { removeAdmin } from '../modules/admin-team/remove-admin.js';
import { exportAuditLogCsv } from '../modules/audit-log/export-audit-log-csv.js';
import { listAuditLog } from '../modules/audit-log/list-audit-log.js';

const tags = ['admin'];

export const adminAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  app.get(
    '/admin/users/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: "A candidate's or company's account: email, role, status, verified, created, last sign-in",
        params: accountIdParamsSchema,
        response: { 200: accountSummarySchema },
      },
    },
    async (request) => getAccount(contextOf(request), { userId: request.params.id }),
  );

  app.post(
    '/admin/users/:id/suspend',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Suspend an active account: its sessions end at once and sign-in is refused until restored',
        params: accountIdParamsSchema,
        body: suspendAccountInputSchema,
        response: { 200: accountActionDoneSchema },
      },
    },
    async (request) => {
      const account = await suspendAccount(contextOf(request), { userId: request.params.id, ...request.body });
      return { account, message: t(request.lang, 'adminAccounts:done.suspended') };
    },
  );

  app.post(
    '/admin/users/:id/restore',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Restore a suspended account',
        params: accountIdParamsSchema,
        response: { 200: accountActionDoneSchema },
      },
    },
    async (request) => {
      const account = await restoreAccount(contextOf(request), { userId: request.params.id });
      return { account, message: t(request.lang, 'adminAccounts:done.restored') };
    },
  );

  app.post(
    '/admin/users/:id/resend-verification',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Email a new verification link to a candidate not yet verified, in the candidate's language",
        params: accountIdParamsSchema,
        response: { 200: accountActionDoneSchema },
      },
    },
    async (request) => {
      const account = await resendVerification(contextOf(request), { userId: request.params.id });
      return { account, message: t(request.lang, 'adminAccounts:done.verificationSent') };
    },
  );

  app.get(
    '/admin/team',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The admin team: active admins and pending invitations, oldest first',
        response: { 200: teamSchema },
      },
    },
    async (request) => listAdmins(contextOf(request)),
  );

  app.post(
    '/admin/team/invitations',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Invite someone to the admin team: an email with a link (valid 3 days) to set their password',
        body: inviteAdminInputSchema,
        response: { 201: teamMemberDoneSchema },
      },
    },
    async (request, reply) => {
      const member = await inviteAdmin(contextOf(request), request.body);
      return reply.status(201).send({ member, message: t(request.lang, 'adminAccounts:done.invited') });
    },
  );

  app.delete(
    '/admin/team/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Remove an admin (oneself included) or cancel an invitation; never the last active admin',
        params: accountIdParamsSchema,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await removeAdmin(contextOf(request), { userId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/audit-log',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The audit log, newest first: filter by actor email, action, entity type and id, Hong Kong dates',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema },
      },
    },
    async (request) => listAuditLog(contextOf(request), request.query),
  );

  app.get(
    '/admin/audit-log/export-csv',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The audit log as a CSV file: the view's filters, every page, newest first",
        description:
          'UTF-8 with a byte order mark, RFC 4180 (CRLF, quoted fields), a header row in the caller’s language, ' +
          'times in Hong Kong time; a cell a spreadsheet could read as a formula starts with an apostrophe. ' +
          'Each export is itself audited.',
        querystring: auditLogFiltersSchema,
        response: {
          200: {
            description: 'The CSV file (Content-Disposition: attachment)',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => sendCsv(reply, await exportAuditLogCsv(contextOf(request), request.query)),
  );
};
