// The scheme office's moderation of company reviews (issue 13 section 1;
// docs/decisions/017-company-reviews.md): the queue by state or with open reports, publish, reject
// with a reason (the author is emailed), keep a reported review published.

import { bulkResultSchema } from '@fis/shared/bulk-schemas';
import { Role } from '@fis/shared/enums';
import {
  adminReviewListQuerySchema,
  bulkReviewDecisionInputSchema,
  rejectReviewInputSchema,
  reviewIdParamsSchema,
} from '@fis/shared/review-schemas';
import { adminReviewPageSchema, adminReviewSavedSchema } from '@fis/shared/review-view-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { bulkDecideReviews } from '../modules/reviews/bulk-decide-reviews.js';
import { keepReportedReview } from '../modules/reviews/keep-reported-review.js';
import { listReviewsToModerate } from '../modules/reviews/list-reviews-to-moderate.js';
import { publishReview } from '../modules/reviews/publish-review.js';
import { rejectReview } from '../modules/reviews/reject-review.js';

const tags = ['admin'];

export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  app.get(
    '/admin/reviews',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Reviews to moderate: pending (oldest first), reported, published or rejected, with authors and open reports',
        querystring: adminReviewListQuerySchema,
        response: { 200: adminReviewPageSchema },
      },
    },
    async (request) => listReviewsToModerate(contextOf(request), request.query),
  );

  app.post(
    '/admin/reviews/bulk',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Publish, or reject with one reason, up to 200 waiting reviews: each decided, told and audited on its own, ' +
          'or refused with its reason (decided meanwhile, gone)',
        body: bulkReviewDecisionInputSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => bulkDecideReviews(contextOf(request), request.body),
  );

  app.post(
    '/admin/reviews/:id/publish',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Publish a waiting review; the company is notified (COMPANY_REVIEW)',
        params: reviewIdParamsSchema,
        response: { 200: adminReviewSavedSchema },
      },
    },
    async (request) => {
      const item = await publishReview(contextOf(request), request.params);
      return { item, message: t(request.lang, 'messages:review.published') };
    },
  );

  app.post(
    '/admin/reviews/:id/reject',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Reject a waiting or published review with a reason, emailed to the author in their language',
        params: reviewIdParamsSchema,
        body: rejectReviewInputSchema,
        response: { 200: adminReviewSavedSchema },
      },
    },
    async (request) => {
      const item = await rejectReview(contextOf(request), { id: request.params.id, ...request.body });
      return { item, message: t(request.lang, 'messages:review.rejected') };
    },
  );

  app.post(
    '/admin/reviews/:id/keep',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Keep a reported review published: its open reports are closed',
        params: reviewIdParamsSchema,
        response: { 200: adminReviewSavedSchema },
      },
    },
    async (request) => {
      const item = await keepReportedReview(contextOf(request), request.params);
      return { item, message: t(request.lang, 'messages:review.kept') };
    },
  );
};
