// Public company information.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listBrands } from '../modules/companies/list-brands.js';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company/brands',
    {
      schema: {
        tags: ['company'],
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
    async () => listBrands(app.services),
  );
};
