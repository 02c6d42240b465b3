// Accounts and sign-in (SPEC section 7, "Auth and codes"). Handlers are thin: rate limit,
// one use case, the translated answer.
import {
  attemptSchema,
  candidateRegisterSchema,
  codeLimitSchema,
  codeLoginSchema,
  codeLoginStartedSchema,
  companyRegisterSchema,
  loginSchema,
  messageSchema,
  sessionSchema,
  verifyCodeSchema,
  verifyEmailResultSchema,
  verifyEmailSchema,
} from '@fis/shared/auth-schemas';
import { ROLE_VALUES, Role } from '@fis/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, publicContextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { anyone, bearer } from '../lib/openapi.js';
import { endWebSession, startWebSession } from '../lib/web-session.js';
import { registerCandidate } from '../modules/auth/register-candidate.js';
import { registerCompany } from '../modules/auth/register-company.js';
import { checkCodeLimit, resendSignInCode } from '../modules/auth/resend-sign-in-code.js';
import { signIn } from '../modules/auth/sign-in.js';
import { signInAccountKey, startCodeSignIn } from '../modules/auth/start-code-sign-in.js';
import { verifyEmail } from '../modules/auth/verify-email.js';
import { verifySignInCode } from '../modules/auth/verify-sign-in-code.js';
import { signOut } from '../modules/users/current-user.js';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        security: anyone,
        summary: 'Register a candidate',
        body: candidateRegisterSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      await app.limitAttempts(request, 'register', request.body.email);
      await registerCandidate(publicContextOf(request), request.body);
      return reply.status(201).send({ message: t(request.lang, 'messages:register.candidateSuccess') });
    },
  );

  app.post(
    '/auth/company-register',
    {
      schema: {
        tags,
        security: anyone,
        summary: 'Register a company',
        body: companyRegisterSchema,
        response: { 201: messageSchema },
      },
    },
    async (request, reply) => {
      await app.limitAttempts(request, 'register', request.body.email);
      await registerCompany(publicContextOf(request), request.body);
      return reply.status(201).send({ message: t(request.lang, 'messages:register.companySuccess') });
    },
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        security: anyone,
        summary: 'Candidate sign-in',
        body: loginSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const session = await app.limitFailures(request, 'sign-in', request.body.email, () =>
        signIn(publicContextOf(request), request.body),
      );
      startWebSession(reply, session, app.services);
      return session;
    },
  );

  for (const [path, role, summary] of [
    ['/auth/company-login', Role.COMPANY, 'Company sign-in, step one: password, then a code by email'],
    ['/auth/admin-login', Role.ADMIN, 'Admin portal sign-in, step one: password, then a code by email'],
    [
      '/auth/institution-login',
      Role.INSTITUTION,
      "An institution coordinator's sign-in, step one: password, then a code by email",
    ],
  ] as const) {
    app.post(
      path,
      { schema: { tags, security: anyone, summary, body: codeLoginSchema, response: { 200: codeLoginStartedSchema } } },
      async (request) => {
        const account = await signInAccountKey(app.db, request.body.identifier);
        const started = await app.limitFailures(request, 'sign-in', account, () =>
          startCodeSignIn(publicContextOf(request), { ...request.body, role }),
        );
        return { ...started, message: t(request.lang, 'messages:code.sent', { email: started.maskedEmail }) };
      },
    );
  }

  app.post(
    '/auth/verify-login',
    {
      schema: {
        tags,
        security: anyone,
        summary: 'Sign-in step two: the emailed code',
        body: verifyCodeSchema,
        response: { 200: sessionSchema },
      },
    },
    async (request, reply) => {
      const session = await app.limitFailures(request, 'code', request.body.attemptId, () =>
        verifySignInCode(publicContextOf(request), request.body),
      );
      startWebSession(reply, session, app.services);
      return session;
    },
  );

  app.post(
    '/auth/resend-code-login',
    {
      schema: {
        tags,
        security: anyone,
        summary: 'Send a new code for the same sign-in attempt',
        body: attemptSchema,
        response: { 200: z.object({ message: z.string(), expiresAt: z.string() }) },
      },
    },
    async (request) => {
      await app.limitAttempts(request, 'code', request.body.attemptId);
      const { expiresAt } = await resendSignInCode(publicContextOf(request), request.body);
      return { message: t(request.lang, 'messages:code.resent'), expiresAt };
    },
  );

  app.post(
    '/auth/check-limit-login',
    {
      schema: {
        tags,
        security: anyone,
        summary: 'Whether the code step is locked',
        body: attemptSchema,
        response: { 200: codeLimitSchema },
      },
    },
    async (request) => checkCodeLimit(publicContextOf(request), request.body),
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        tags,
        security: anyone,
        summary: 'Confirm an email address from its link',
        body: verifyEmailSchema,
        response: { 200: verifyEmailResultSchema },
      },
    },
    async (request) => {
      const result = await app.limitFailures(request, 'link', undefined, () =>
        verifyEmail(publicContextOf(request), request.body),
      );
      const alreadyVerified = result === 'alreadyVerified';
      const key = alreadyVerified ? 'messages:verifyEmail.alreadyVerified' : 'messages:verifyEmail.success';
      return { message: t(request.lang, key), alreadyVerified };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Sign out: ends the sessions of this account',
        response: { 204: z.null().describe('Signed out') },
      },
      onRequest: app.requireRole(...ROLE_VALUES),
    },
    async (request, reply) => {
      await signOut(contextOf(request));
      endWebSession(reply, app.config);
      return reply.status(204).send(null);
    },
  );
};
