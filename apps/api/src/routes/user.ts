// The signed-in user's own account (SPEC section 7, "User"), and password reset.
import {
  changePasswordSchema,
  currentUserSchema,
  forgotPasswordSchema,
  messageSchema,
  resetPasswordSchema,
  sessionSchema,
} from '@fis/shared/auth-schemas';
import { ROLE_VALUES } from '@fis/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf, publicContextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { anyone, bearer } from '../lib/openapi.js';
import { startWebSession } from '../lib/web-session.js';
import { changePassword } from '../modules/auth/change-password.js';
import { requestPasswordReset } from '../modules/auth/request-password-reset.js';
import { resetPassword } from '../modules/auth/reset-password.js';
import { getCurrentUser } from '../modules/users/current-user.js';

const tags = ['user'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user',
    {
      schema: { tags, security: bearer, summary: 'The signed-in user', response: { 200: currentUserSchema } },
      onRequest: app.requireRole(...ROLE_VALUES),
    },
    async (request) => getCurrentUser(contextOf(request)),
  );

  app.post(
    '/user/reset-password',
    {
      schema: {
        tags,
        security: anyone,
        summary: 'Email a password reset link',
        body: forgotPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await app.limitAttempts(request, 'reset', request.body.email);
      await requestPasswordReset(publicContextOf(request), request.body);
      return { message: t(request.lang, 'messages:forgot.sent') };
    },
  );

  app.put(
    '/user/reset-password',
    {
      schema: {
        tags,
        security: anyone,
        summary: 'Set a new password from a reset link',
        body: resetPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await app.limitFailures(request, 'link', undefined, () => resetPassword(publicContextOf(request), request.body));
      return { message: t(request.lang, 'messages:reset.success') };
    },
  );

  app.post(
    '/user/change-password',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Change the password; other sessions end',
        body: changePasswordSchema,
        response: { 200: sessionSchema },
      },
      // Checked on request, before the body: an anonymous caller gets 401, not field errors.
      onRequest: app.requireRole(...ROLE_VALUES),
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const session = await app.limitFailures(request, 'change-password', ctx.user.id, () =>
        changePassword(ctx, request.body),
      );
      startWebSession(reply, session, app.services);
      return session;
    },
  );
};
