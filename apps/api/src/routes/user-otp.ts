// One-time codes for a sensitive action of a signed-in user (SPEC section 7 /v1/user-otp;
// docs/decisions/018): changing the sign-in email, the code going to the new address.
import { sessionSchema } from '@fis/shared/auth-schemas';
import { createUserOtpSchema, userOtpCreatedSchema, verifyUserOtpSchema } from '@fis/shared/settings-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { startWebSession } from '../lib/web-session.js';
import { createUserOtp } from '../modules/user-otp/create-user-otp.js';
import { verifyUserOtp } from '../modules/user-otp/verify-user-otp.js';
import { EMAIL_CHANGE_ROLES } from '../policies/account-settings.js';

const tags = ['user'];

export const userOtpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user-otp',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Send a code to the new sign-in email (the password confirms the request)',
        body: createUserOtpSchema,
        response: { 200: userOtpCreatedSchema },
      },
      onRequest: app.requireRole(...EMAIL_CHANGE_ROLES),
    },
    async (request) => {
      const ctx = contextOf(request);
      // Every request sends an email (or guesses the password): each one counts.
      await app.limitAttempts(request, 'user-otp', ctx.user.id);
      const created = await createUserOtp(ctx, request.body);
      return { ...created, message: t(request.lang, 'messages:code.sent', { email: created.email }) };
    },
  );

  app.post(
    '/user-otp/verify-otp',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The code: the sign-in email changes, other sessions end; a new session for this device',
        body: verifyUserOtpSchema,
        response: { 200: sessionSchema.extend({ message: z.string() }) },
      },
      onRequest: app.requireRole(...EMAIL_CHANGE_ROLES),
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      const session = await app.limitFailures(request, 'code', ctx.user.id, () => verifyUserOtp(ctx, request.body));
      startWebSession(reply, session, app.services);
      return { ...session, message: t(request.lang, 'messages:settings.emailChanged') };
    },
  );
};
