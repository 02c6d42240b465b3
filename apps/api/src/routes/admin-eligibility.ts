// Eligibility verification (SPEC section 1; docs/decisions/025-eligibility.md): the scheme
// office's queue and decisions, the candidate's own state, and the admin dashboard's waiting
// counts, which 'admin:waiting' pushes keep live; the candidate's confirmations the eligibility
// rules read (docs/decisions/026).

import { bulkResultSchema } from '@fis/shared/bulk-schemas';
import {
  eligibilityDeclarationsInputSchema,
  eligibilityDeclarationsSchema,
} from '@fis/shared/eligibility-declaration-schemas';
import {
  adminWaitingSchema,
  bulkEligibilityInputSchema,
  decideEligibilityInputSchema,
  eligibilityCandidateSchema,
  eligibilityCheckSchema,
  eligibilityQueuePageSchema,
  eligibilityQueueQuerySchema,
  ownEligibilitySchema,
} from '@fis/shared/eligibility-schemas';
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { getWaitingCounts } from '../modules/admin-waiting/get-waiting-counts.js';
import { bulkDecideEligibility } from '../modules/eligibility/bulk-decide-eligibility.js';
import { decideEligibility } from '../modules/eligibility/decide-eligibility.js';
import { getEligibilityCheck } from '../modules/eligibility/get-eligibility-check.js';
import { getEligibilityDeclarations } from '../modules/eligibility/get-eligibility-declarations.js';
import { getOwnEligibility } from '../modules/eligibility/get-own-eligibility.js';
import { listEligibilityQueue } from '../modules/eligibility/list-eligibility-queue.js';
import { updateEligibilityDeclarations } from '../modules/eligibility/update-eligibility-declarations.js';

const tags = ['admin'];
const candidateParams = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });

export const adminEligibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  app.get(
    '/admin/eligibility',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'The eligibility queue: waiting (unverified, both scans uploaded; oldest first), unverified, verified or rejected; by name or email and institution',
        querystring: eligibilityQueueQuerySchema,
        response: { 200: eligibilityQueuePageSchema },
      },
    },
    async (request) => listEligibilityQueue(contextOf(request), request.query),
  );

  app.get(
    '/admin/candidates/:id/eligibility',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "What the office checks a candidate's scans against: each rule as their declarations and profile answer it, " +
          'their residency, right to work and place of study, and the decision so far with the rules ticked',
        params: candidateParams,
        response: { 200: eligibilityCheckSchema },
      },
    },
    async (request) => getEligibilityCheck(contextOf(request), { candidateId: request.params.id }),
  );

  app.put(
    '/admin/candidates/:id/eligibility',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "Verify a candidate's eligibility (status 1), reject it with a reason (2) or put it back to unverified (0), " +
          'with the rules the officer checked against the scans; the candidate is emailed',
        params: candidateParams,
        body: decideEligibilityInputSchema,
        response: { 200: z.object({ item: eligibilityCandidateSchema, message: z.string() }) },
      },
    },
    async (request) => {
      const item = await decideEligibility(contextOf(request), { candidateId: request.params.id, ...request.body });
      return { item, message: t(request.lang, `messages:eligibility.decided.${item.eligibility.status}`) };
    },
  );

  app.post(
    '/admin/eligibility/bulk',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'One decision for up to 500 candidates seen in one state (`expected`): each decided, emailed and audited on its own, ' +
          'or refused with its reason (decided meanwhile by another officer, gone)',
        body: bulkEligibilityInputSchema,
        response: { 200: bulkResultSchema },
      },
    },
    async (request) => bulkDecideEligibility(contextOf(request), request.body),
  );

  app.get(
    '/admin/waiting',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'What waits for the scheme office: companies, jobs, reviews, help requests and eligibility checks (pushed live as admin:waiting)',
        response: { 200: adminWaitingSchema },
      },
    },
    async (request) => getWaitingCounts(contextOf(request)),
  );
};

export const ownEligibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/eligibility',
    {
      onRequest: app.requireRole(Role.CANDIDATE),
      schema: {
        tags: ['candidate'],
        security: bearer,
        summary: 'Your eligibility as the scheme office decided it, and the scans the check still needs',
        response: { 200: ownEligibilitySchema },
      },
    },
    async (request) => getOwnEligibility(contextOf(request)),
  );

  app.get(
    '/user/eligibility-declarations',
    {
      onRequest: app.requireRole(Role.CANDIDATE),
      schema: {
        tags: ['candidate'],
        security: bearer,
        summary: 'What you confirmed for the eligibility rules, and which questions apply to you',
        response: { 200: eligibilityDeclarationsSchema },
      },
    },
    async (request) => getEligibilityDeclarations(contextOf(request)),
  );

  app.put(
    '/user/eligibility-declarations',
    {
      onRequest: app.requireRole(Role.CANDIDATE),
      schema: {
        tags: ['candidate'],
        security: bearer,
        summary: 'Confirm or withdraw what the eligibility rules ask of you; what is not sent is not changed',
        body: eligibilityDeclarationsInputSchema,
        response: { 200: eligibilityDeclarationsSchema },
      },
    },
    async (request) => updateEligibilityDeclarations(contextOf(request), request.body),
  );
};
