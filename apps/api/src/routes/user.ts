// The signed-in user's own account (SPEC section 7, "User"), and password reset.
import {
  changePasswordSchema,
  currentUserSchema,
  forgotPasswordSchema,
  messageSchema,
  resetPasswordSchema,
  sessionSchema,
} from '@fis/shared/auth-schemas';
import { ErrorCode } from '@fis/shared/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { changePassword } from '../modules/auth/change-password.js';
import { toCurrentUser } from '../modules/auth/create-session.js';
import { requestPasswordReset } from '../modules/auth/request-password-reset.js';
import { resetPassword } from '../modules/auth/reset-password.js';
import { findUserById } from '../modules/users/users-repository.js';
import { currentUser } from '../plugins/authenticate.js';

const tags = ['user'];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = app.services;

  app.get(
    '/user',
    {
      schema: { tags, security: bearer, summary: 'The signed-in user', response: { 200: currentUserSchema } },
      onRequest: app.requireRole(),
    },
    async (request) => {
      const user = await findUserById(app.db, currentUser(request).id);
      if (!user) throw new AppError(ErrorCode.UNAUTHORIZED);
      return toCurrentUser(app.db, user);
    },
  );

  app.post(
    '/user/reset-password',
    {
      schema: {
        tags,
        summary: 'Email a password reset link',
        body: forgotPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await app.limitAttempts(request, 'reset', request.body.email);
      await requestPasswordReset(svc, request.body.email);
      return { message: t(request.lang, 'messages:forgot.sent') };
    },
  );

  app.put(
    '/user/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password from a reset link',
        body: resetPasswordSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await app.limitFailures(request, 'link', undefined, () =>
        resetPassword(svc, request.body.token, request.body.password),
      );
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
      onRequest: app.requireRole(),
    },
    async (request) => {
      const user = currentUser(request);
      return app.limitFailures(request, 'change-password', user.id, () => changePassword(svc, user.id, request.body));
    },
  );
};
