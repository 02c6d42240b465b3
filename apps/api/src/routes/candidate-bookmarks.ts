// Saved candidates (SPEC section 7, "Company and bookmarks"): a company saves, lists and removes
// candidates who applied to its jobs. Adding and deleting are each a POST with a body; adding is
// idempotent, removing one not saved is 404, and so is saving anyone but an applicant.
import {
  candidateBookmarkResultSchema,
  candidateIdBodySchema,
  savedCandidateListQuerySchema,
  savedCandidatePageSchema,
} from '@fis/shared/candidate-bookmark-schemas';
import { Role } from '@fis/shared/enums';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { listSavedCandidates } from '../modules/candidate-bookmarks/list-saved-candidates.js';
import { removeSavedCandidate } from '../modules/candidate-bookmarks/remove-saved-candidate.js';
import { saveCandidate } from '../modules/candidate-bookmarks/save-candidate.js';

const tags = ['bookmark'];

export const candidateBookmarkRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: only companies save candidates.
  const companyOnly = app.requireRole(Role.COMPANY);

  app.get(
    '/company/bookmark/favorite-candidates',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The company's saved candidates, most recently saved first, with their applications to it",
        querystring: savedCandidateListQuerySchema,
        response: { 200: savedCandidatePageSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => listSavedCandidates(contextOf(request), request.query),
  );

  app.post(
    '/company/bookmark/favorite-candidates',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Save a candidate who applied to one of your jobs (saving again changes nothing)',
        body: candidateIdBodySchema,
        response: { 200: candidateBookmarkResultSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => {
      const { candidateId } = request.body;
      await saveCandidate(contextOf(request), { candidateId });
      return { candidateId, bookmarked: true, message: t(request.lang, 'messages:candidateSaved') };
    },
  );

  app.post(
    '/company/bookmark/delete-favorite-candidates',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Remove a candidate from the saved candidates (404 when not saved)',
        body: candidateIdBodySchema,
        response: { 200: candidateBookmarkResultSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => {
      const { candidateId } = request.body;
      await removeSavedCandidate(contextOf(request), { candidateId });
      return { candidateId, bookmarked: false, message: t(request.lang, 'messages:candidateUnsaved') };
    },
  );
};
