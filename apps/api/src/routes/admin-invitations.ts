// The invitee's side of an invitation to the admin team (docs/decisions/024-admin-accounts.md) or to
// coordinate an institution (061): open to anyone holding the link, who sets their own password;
// then they sign in with password and emailed code.
import { acceptAdminInviteSchema } from '@fis/shared/admin-account-schemas';
import { messageSchema } from '@fis/shared/auth-schemas';
import { Role } from '@fis/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicContextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { anyone } from '../lib/openapi.js';
import { acceptAdminInvite } from '../modules/admin-team/accept-admin-invite.js';

const tags = ['auth'];

export const adminInvitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/admin-invitation/accept',
    {
      schema: {
        tags,
        security: anyone,
        summary: 'Join the admin team from an invitation link: set your password (the link works once)',
        body: acceptAdminInviteSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      // A wrong or used link counts against the caller's address, as every link does.
      const joined = await app.limitFailures(request, 'link', undefined, () =>
        acceptAdminInvite(publicContextOf(request), { token: request.body.token, password: request.body.password }),
      );
      const accepted =
        joined.role === Role.INSTITUTION ? 'institution:invite.accepted' : 'adminAccounts:invite.accepted';
      return { message: t(request.lang, accepted) };
    },
  );
};
