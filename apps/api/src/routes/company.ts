// Public company information: the landing page's brands, and the candidates' company directory
// (SPEC section 7, "Company and bookmarks") with each company's public profile and open jobs.
import {
  companyDirectoryQuerySchema,
  companyIdParamsSchema,
  companyPageSchema,
  companyPublicProfileSchema,
} from '@fis/shared/job-search-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicContextOf } from '../context.js';
import { anyone, optionalBearer } from '../lib/openapi.js';
import { getPublicCompany } from '../modules/companies/get-public-company.js';
import { listBrands } from '../modules/companies/list-brands.js';
import { listCompanyDirectory } from '../modules/companies/list-company-directory.js';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/brands',
    {
      schema: {
        tags: ['company'],
        security: anyone,
        summary: 'Participating companies shown on the landing page',
        response: {
          200: z.object({
            items: z.array(
              z.object({
                id: z.string(),
                name: z.string(),
                nameZh: z.string().nullable(),
                location: z.string().nullable(),
                logoUrl: z.string().nullable(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => listBrands(publicContextOf(request)),
  );

  app.get(
    '/company/get-all',
    {
      schema: {
        tags: ['company'],
        security: anyone,
        summary: 'Approved companies with their number of open jobs: keyword, region, paging',
        querystring: companyDirectoryQuerySchema,
        response: { 200: companyPageSchema },
      },
    },
    async (request) => listCompanyDirectory(publicContextOf(request), request.query),
  );

  app.get(
    '/company/:id',
    {
      schema: {
        tags: ['company'],
        security: optionalBearer,
        summary: "An approved company's public profile and its open jobs",
        params: companyIdParamsSchema,
        response: { 200: companyPublicProfileSchema },
      },
      onRequest: app.identifyIfSignedIn(),
    },
    async (request) => getPublicCompany(publicContextOf(request), { companyId: request.params.id }),
  );
};
