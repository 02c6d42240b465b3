// Company reviews (SPEC section 7 "/v1/review/create", "/v1/review/{id}"; issue 13 section 1;
// docs/decisions/017-company-reviews.md): candidates who met a company review it, anyone signed in
// reads its published reviews and reports one, the company replies. Who may do what is
// policies/reviews.ts; a review the caller may not see answers 404. Moderation is admin-reviews.ts.

import { Role } from '@fis/shared/enums';
import {
  companyReviewListQuerySchema,
  createReviewInputSchema,
  myReviewListQuerySchema,
  reviewCompanyParamsSchema,
  reviewEligibilityQuerySchema,
  reviewIdParamsSchema,
  reviewListQuerySchema,
  reviewReplyInputSchema,
  reviewReportInputSchema,
  updateReviewInputSchema,
} from '@fis/shared/review-schemas';
import {
  ownReviewPageSchema,
  ownReviewSavedSchema,
  publicReviewPageSchema,
  publicReviewSavedSchema,
  reviewEligibilitySchema,
  reviewMessageSchema,
  reviewSummarySchema,
  reviewViewSchema,
} from '@fis/shared/review-view-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { createReview } from '../modules/reviews/create-review.js';
import { deleteReview } from '../modules/reviews/delete-review.js';
import { getReview } from '../modules/reviews/get-review.js';
import { getReviewEligibility } from '../modules/reviews/get-review-eligibility.js';
import { getReviewSummary } from '../modules/reviews/get-review-summary.js';
import { listCompanyReviews } from '../modules/reviews/list-company-reviews.js';
import { listMyReviews } from '../modules/reviews/list-my-reviews.js';
import { listOwnCompanyReviews } from '../modules/reviews/list-own-company-reviews.js';
import { replyToReview } from '../modules/reviews/reply-to-review.js';
import { reportReview } from '../modules/reviews/report-review.js';
import { updateReview } from '../modules/reviews/update-review.js';

const tags = ['review'];

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.requireRole();
  const candidate = app.requireRole(Role.CANDIDATE);
  const company = app.requireRole(Role.COMPANY);

  app.post(
    '/review/create',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'A review of a company the candidate met (interviewed or later), waiting for the scheme office',
        body: createReviewInputSchema,
        response: { 201: ownReviewSavedSchema },
      },
      onRequest: candidate,
    },
    async (request, reply) => {
      const item = await createReview(contextOf(request), request.body);
      return reply.code(201).send({ item, message: t(request.lang, 'messages:review.thanks') });
    },
  );

  app.get(
    '/review/eligibility',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Whether the candidate may review the company, and their own review of it',
        querystring: reviewEligibilityQuerySchema,
        response: { 200: reviewEligibilitySchema },
      },
      onRequest: candidate,
    },
    async (request) => getReviewEligibility(contextOf(request), request.query),
  );

  app.get(
    '/review',
    {
      schema: {
        tags,
        security: bearer,
        summary: "A company's published reviews, paged; authors shown only by institution and graduation year",
        querystring: reviewListQuerySchema,
        response: { 200: publicReviewPageSchema },
      },
      onRequest: signedIn,
    },
    async (request) => listCompanyReviews(contextOf(request), request.query),
  );

  app.get(
    '/review/summary',
    {
      schema: {
        tags,
        security: bearer,
        summary: "A company's average rating, count, averages per topic and attribute counts (published reviews)",
        querystring: reviewCompanyParamsSchema,
        response: { 200: reviewSummarySchema },
      },
      onRequest: signedIn,
    },
    async (request) => getReviewSummary(contextOf(request), request.query),
  );

  app.get(
    '/review/mine',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The candidate's own reviews in every state, with the reject reasons",
        querystring: myReviewListQuerySchema,
        response: { 200: ownReviewPageSchema },
      },
      onRequest: candidate,
    },
    async (request) => listMyReviews(contextOf(request), request.query),
  );

  app.get(
    '/review/company',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The calling company's published reviews, to reply to",
        querystring: companyReviewListQuerySchema,
        response: { 200: publicReviewPageSchema },
      },
      onRequest: company,
    },
    async (request) => listOwnCompanyReviews(contextOf(request), request.query),
  );

  app.get(
    '/review/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'One review as the caller may see it: public (published), own (the author) or admin',
        params: reviewIdParamsSchema,
        response: { 200: reviewViewSchema },
      },
      onRequest: signedIn,
    },
    async (request) => getReview(contextOf(request), request.params),
  );

  app.put(
    '/review/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The author edits their review; it waits for the scheme office again',
        params: reviewIdParamsSchema,
        body: updateReviewInputSchema,
        response: { 200: ownReviewSavedSchema },
      },
      onRequest: candidate,
    },
    async (request) => {
      const item = await updateReview(contextOf(request), { id: request.params.id, ...request.body });
      return { item, message: t(request.lang, 'messages:review.thanks') };
    },
  );

  app.delete(
    '/review/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The author deletes their review',
        params: reviewIdParamsSchema,
        response: { 200: reviewMessageSchema },
      },
      onRequest: candidate,
    },
    async (request) => {
      await deleteReview(contextOf(request), request.params);
      return { message: t(request.lang, 'messages:crud.deleted') };
    },
  );

  app.post(
    '/review/:id/reply',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The reviewed company sets or replaces its public reply under a published review',
        params: reviewIdParamsSchema,
        body: reviewReplyInputSchema,
        response: { 200: publicReviewSavedSchema },
      },
      onRequest: company,
    },
    async (request) => {
      const item = await replyToReview(contextOf(request), { id: request.params.id, ...request.body });
      return { item, message: t(request.lang, 'messages:review.replied') };
    },
  );

  app.post(
    '/review/:id/report',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Report a published review to the scheme office; it stays published until the office decides',
        params: reviewIdParamsSchema,
        body: reviewReportInputSchema,
        response: { 201: reviewMessageSchema },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      const ctx = contextOf(request);
      await app.limitAttempts(request, 'review-report', ctx.user.id);
      await reportReview(ctx, { id: request.params.id, ...request.body });
      return reply.code(201).send({ message: t(request.lang, 'messages:review.reported') });
    },
  );
};
