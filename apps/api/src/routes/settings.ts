// The account settings (SPEC sections 2, 3 "Settings" and 7; docs/decisions/018): the email
// switch and language, the company's contact person, and how many registrations an address may
// still make. Password change is in user.ts; the email change's code in user-otp.ts.
import {
  accountSettingsSchema,
  companyContactResponseSchema,
  companyContactSchema,
  emailLanguageQuerySchema,
  emailNotificationQuerySchema,
  registrationLimitQuerySchema,
  registrationLimitSchema,
} from '@fis/shared/settings-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context.js';
import { anyone, bearer } from '../lib/openapi.js';
import { changeEmailLanguage } from '../modules/settings/change-email-language.js';
import { changeEmailNotification } from '../modules/settings/change-email-notification.js';
import { getCompanyContact } from '../modules/settings/get-company-contact.js';
import { updateCompanyContact } from '../modules/settings/update-company-contact.js';
import { CONTACT_PERSON_ROLES, EMAIL_LANGUAGE_ROLES, EMAIL_NOTIFICATION_ROLES } from '../policies/account-settings.js';

const tags = ['user'];

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  // SPEC section 7 gives these two as GET with a query; PUT takes the same query, for clients
  // that keep GET free of changes (the web app uses PUT). Both need the bearer token.
  const notificationOptions = {
    schema: {
      tags,
      security: bearer,
      summary: 'Turn notification emails on (is_send=true) or off; notifications are kept either way',
      querystring: emailNotificationQuerySchema,
      response: { 200: accountSettingsSchema },
    },
    onRequest: app.requireRole(...EMAIL_NOTIFICATION_ROLES),
    // A HEAD must not change anything: no automatic HEAD beside these GETs.
    exposeHeadRoute: false,
    // A GET that changes something: with the session cookie, from our own pages only.
    config: { changesState: true },
  };
  const languageOptions = {
    schema: {
      tags,
      security: bearer,
      summary: 'The language of the emails the account receives (en, zh or cn)',
      querystring: emailLanguageQuerySchema,
      response: { 200: accountSettingsSchema },
    },
    onRequest: app.requireRole(...EMAIL_LANGUAGE_ROLES),
    // A HEAD must not change anything: no automatic HEAD beside these GETs.
    exposeHeadRoute: false,
    // A GET that changes something: with the session cookie, from our own pages only.
    config: { changesState: true },
  };
  app.get('/user/change/email-notification', notificationOptions, async (request) =>
    changeEmailNotification(contextOf(request), request.query),
  );
  app.put('/user/change/email-notification', notificationOptions, async (request) =>
    changeEmailNotification(contextOf(request), request.query),
  );
  app.get('/user/change/language', languageOptions, async (request) =>
    changeEmailLanguage(contextOf(request), request.query),
  );
  app.put('/user/change/language', languageOptions, async (request) =>
    changeEmailLanguage(contextOf(request), request.query),
  );

  app.get(
    '/user/company-contact',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The company's contact person and sign-in email",
        response: { 200: companyContactResponseSchema },
      },
      onRequest: app.requireRole(...CONTACT_PERSON_ROLES),
    },
    async (request) => getCompanyContact(contextOf(request)),
  );

  app.put(
    '/user/company-contact',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Save the company's contact person",
        body: companyContactSchema,
        response: { 200: companyContactResponseSchema },
      },
      onRequest: app.requireRole(...CONTACT_PERSON_ROLES),
    },
    async (request) => updateCompanyContact(contextOf(request), request.body),
  );

  app.get(
    '/user/registration-limit',
    {
      schema: {
        tags,
        security: anyone,
        summary: 'How many registrations this address (and this email, if given) may still make now',
        querystring: registrationLimitQuerySchema,
        response: { 200: registrationLimitSchema },
      },
    },
    async (request) => app.remainingAttempts(request, 'register', request.query.email),
  );
};
