// The company profile (SPEC section 7: /v1/user/hiring-company/profile, /v1/company/update,
// /v1/company), and the admin's editing of any company's profile (SPEC section 6).
import {
  companyProfileInputSchema,
  companyProfileSchema,
  companySummarySchema,
} from '@fis/shared/company-profile-schemas';
import { Role } from '@fis/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { getCompanyProfile } from '../modules/companies/get-company-profile.js';
import { getCompanySummary } from '../modules/companies/get-company-summary.js';
import { updateCompanyProfile } from '../modules/companies/update-company-profile.js';

const tags = ['company profile'];
const savedSchema = z.object({ profile: companyProfileSchema, message: z.string() });

export const companyProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  const asCompany = app.requireRole(Role.COMPANY);
  const asAdmin = app.requireRole(Role.ADMIN);

  app.get(
    '/user/hiring-company/profile',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The signed-in company's profile",
        response: { 200: companyProfileSchema },
      },
      onRequest: asCompany,
    },
    async (request) => getCompanyProfile(contextOf(request)),
  );

  app.post(
    '/company/update',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Save the signed-in company's profile; the first save completes create-company-profile",
        body: companyProfileInputSchema,
        response: { 200: savedSchema },
      },
      onRequest: asCompany,
    },
    async (request) => {
      const profile = await updateCompanyProfile(contextOf(request), request.body);
      return { profile, message: t(request.lang, 'messages:crud.saved') };
    },
  );

  app.get(
    '/company',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The signed-in company in brief, with its job counts',
        response: { 200: companySummarySchema },
      },
      onRequest: asCompany,
    },
    async (request) => getCompanySummary(contextOf(request)),
  );

  const companyParams = z.object({ id: z.uuid() });

  app.get(
    '/admin/companies/:id/profile',
    {
      schema: {
        tags,
        security: bearer,
        summary: "A company's profile, for the admin",
        params: companyParams,
        response: { 200: companyProfileSchema },
      },
      onRequest: asAdmin,
    },
    async (request) => getCompanyProfile(contextOf(request), { companyId: request.params.id }),
  );

  app.put(
    '/admin/companies/:id/profile',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The admin edits a company's profile",
        params: companyParams,
        body: companyProfileInputSchema,
        response: { 200: savedSchema },
      },
      onRequest: asAdmin,
    },
    async (request) => {
      const profile = await updateCompanyProfile(contextOf(request), { ...request.body, companyId: request.params.id });
      return { profile, message: t(request.lang, 'messages:crud.saved') };
    },
  );
};
