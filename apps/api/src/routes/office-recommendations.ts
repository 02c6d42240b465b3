// The scheme office's recommendations (SPEC sections 6 and 7; issue 15, section 3b;
// docs/decisions/028): the four SPEC routes and the portal's funnel. SPEC names the addresses
// only; the methods and bodies are ours. Only admins call them: the candidate and the company read
// the picks through the matching lists.
import { Role } from '@fis/shared/enums';
import {
  candidateChoicesQuerySchema,
  candidateChoicesSchema,
  companyParamsSchema,
  companyPicksQuerySchema,
  jobChoicesQuerySchema,
  jobChoicesSchema,
  officePickSchema,
  recommendationsPageSchema,
  recommendationsQuerySchema,
  recommendCandidatesInputSchema,
  recommendJobsInputSchema,
  recommendParamsSchema,
  recommendResultSchema,
  withdrawRecommendationsInputSchema,
} from '@fis/shared/office-recommendation-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { listCandidateChoices } from '../modules/office-recommendations/list-candidate-choices.js';
import { listCompanyPicks } from '../modules/office-recommendations/list-company-picks.js';
import { listJobChoices } from '../modules/office-recommendations/list-job-choices.js';
import { listRecommendations } from '../modules/office-recommendations/list-recommendations.js';
import { recommendCandidatesToJob } from '../modules/office-recommendations/recommend-candidates-to-job.js';
import { recommendJobsToCandidate } from '../modules/office-recommendations/recommend-jobs-to-candidate.js';
import { withdrawRecommendations } from '../modules/office-recommendations/withdraw-recommendations.js';

const tags = ['admin'];

/** The answer's message: new picks were made and told, or every pair was already recommended. */
const recommendedMessage = (made: number) =>
  made > 0 ? 'messages:officeRecommendations.recommended' : 'messages:officeRecommendations.alreadyRecommended';

export const officeRecommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  app.get(
    '/admin/recommend/jobs-to-candidate/:candidateId',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "A candidate's live picks with their match, and the jobs the office may recommend to them, best match first (or those the keyword finds)",
        params: recommendParamsSchema,
        querystring: jobChoicesQuerySchema,
        response: { 200: jobChoicesSchema },
      },
    },
    async (request) =>
      listJobChoices(contextOf(request), { candidateId: request.params.candidateId, keyword: request.query.keyword }),
  );

  app.post(
    '/admin/recommend/jobs-to-candidate/:candidateId',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Recommend jobs to a candidate: open jobs the candidate may take, has not applied to and did not dismiss; the candidate and each company are told',
        description: 'A pair already recommended stays as it is (one live pick per pair); `picks` holds the new ones.',
        params: recommendParamsSchema,
        body: recommendJobsInputSchema,
        response: { 200: recommendResultSchema },
      },
    },
    async (request) => {
      const picks = await recommendJobsToCandidate(contextOf(request), {
        candidateId: request.params.candidateId,
        jobIds: request.body.jobIds,
      });
      return { picks, message: t(request.lang, recommendedMessage(picks.length)) };
    },
  );

  app.get(
    '/job/recommend-candidate-by-admin',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "A job's live picks with their match, and the candidates the office may recommend to it, best match first (or those whose name holds the keyword)",
        querystring: candidateChoicesQuerySchema,
        response: { 200: candidateChoicesSchema },
      },
    },
    async (request) => listCandidateChoices(contextOf(request), request.query),
  );

  app.post(
    '/job/recommend-candidate-by-admin',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'Recommend candidates to a job, on the same terms as recommending jobs to a candidate; each candidate and the company are told',
        body: recommendCandidatesInputSchema,
        response: { 200: recommendResultSchema },
      },
    },
    async (request) => {
      const picks = await recommendCandidatesToJob(contextOf(request), request.body);
      return { picks, message: t(request.lang, recommendedMessage(picks.length)) };
    },
  );

  app.post(
    '/job/recommend/delete-recommend-candidates-to-job',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Withdraw the office's live picks of these candidates for the job; the rows stay, marked withdrawn",
        body: withdrawRecommendationsInputSchema,
        response: { 200: recommendResultSchema },
      },
    },
    async (request) => {
      const picks = await withdrawRecommendations(contextOf(request), request.body);
      return { picks, message: t(request.lang, 'messages:officeRecommendations.withdrawn') };
    },
  );

  app.get(
    '/admin/recommend/candidates-to-job-by-company-id/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The office's live picks for a company's jobs, or for one of them (jobId)",
        params: companyParamsSchema,
        querystring: companyPicksQuerySchema,
        response: { 200: z.object({ items: z.array(officePickSchema) }) },
      },
    },
    async (request) => ({
      items: await listCompanyPicks(contextOf(request), { companyId: request.params.id, jobId: request.query.jobId }),
    }),
  );

  app.get(
    '/admin/recommendations',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "The office's picks in a period: recommended → applied → hired, in total and by month, and the picks with their outcome",
        querystring: recommendationsQuerySchema,
        response: { 200: recommendationsPageSchema },
      },
    },
    async (request) => listRecommendations(contextOf(request), request.query),
  );
};
