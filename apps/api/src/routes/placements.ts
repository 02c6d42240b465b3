// Placements (issue 25, docs/decisions/041): an accepted offer's internship. The intern and the
// company read their own, the office all of them; the company proposes the start date and asks for
// extensions, the intern agrees to the dates, the office decides extensions, and the company or the
// office records an early end. Someone else's placement answers 404, as if it did not exist.
import { Role } from '@fis/shared/enums';
import {
  earlyEndInputSchema,
  extensionDecisionInputSchema,
  extensionParamsSchema,
  extensionRequestInputSchema,
  placementIdParamsSchema,
  placementListQuerySchema,
  placementPageSchema,
  placementSchema,
  proposeStartInputSchema,
} from '@fis/shared/placement-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context.js';
import { bearer } from '../lib/openapi.js';
import { agreeToDates } from '../modules/placements/agree-to-dates.js';
import { askExtension } from '../modules/placements/ask-extension.js';
import { decideExtension } from '../modules/placements/decide-extension.js';
import { endPlacementEarly } from '../modules/placements/end-placement-early.js';
import { getPlacement } from '../modules/placements/get-placement.js';
import { listAdminPlacements } from '../modules/placements/list-admin-placements.js';
import { listOwnPlacements } from '../modules/placements/list-own-placements.js';
import { proposeStart } from '../modules/placements/propose-start.js';

const tags = ['placements'];

export const placementRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  const parties = app.requireRole(Role.CANDIDATE, Role.COMPANY);
  const companyOnly = app.requireRole(Role.COMPANY);
  const candidateOnly = app.requireRole(Role.CANDIDATE);
  const companyOrAdmin = app.requireRole(Role.COMPANY, Role.ADMIN);
  const anyone = app.requireRole();

  app.get(
    '/placements',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The intern's own placements, or the company's, newest first, by round, state and waiting extension",
        querystring: placementListQuerySchema,
        response: { 200: placementPageSchema },
      },
      onRequest: parties,
    },
    async (request) => listOwnPlacements(contextOf(request), request.query),
  );

  app.get(
    '/placements/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'One placement, for its intern, its company or the scheme office',
        params: placementIdParamsSchema,
        response: { 200: placementSchema },
      },
      onRequest: anyone,
    },
    async (request) => getPlacement(contextOf(request), { id: request.params.id }),
  );

  app.put(
    '/placements/:id/start-date',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The company proposes the start date, today or later; the intern is asked to agree again',
        params: placementIdParamsSchema,
        body: proposeStartInputSchema,
        response: { 200: placementSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => proposeStart(contextOf(request), { ...request.body, id: request.params.id }),
  );

  app.put(
    '/placements/:id/agreement',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The intern agrees to the proposed dates; the company is told',
        params: placementIdParamsSchema,
        response: { 200: placementSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => agreeToDates(contextOf(request), { id: request.params.id }),
  );

  app.post(
    '/placements/:id/extensions',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The company asks the scheme office for more months, up to the round's longest internship",
        params: placementIdParamsSchema,
        body: extensionRequestInputSchema,
        response: { 201: placementSchema },
      },
      onRequest: companyOnly,
    },
    async (request, reply) =>
      reply.status(201).send(await askExtension(contextOf(request), { ...request.body, id: request.params.id })),
  );

  app.put(
    '/placements/:id/early-end',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'The company or the scheme office records the last day worked and why; a waiting extension is withdrawn',
        params: placementIdParamsSchema,
        body: earlyEndInputSchema,
        response: { 200: placementSchema },
      },
      onRequest: companyOrAdmin,
    },
    async (request) => endPlacementEarly(contextOf(request), { ...request.body, id: request.params.id }),
  );
};

export const adminPlacementRoutes: FastifyPluginAsyncZod = async (admin) => {
  admin.addHook('onRequest', admin.requireRole(Role.ADMIN));

  admin.get(
    '/admin/placements',
    {
      schema: {
        tags: ['admin'],
        security: bearer,
        summary: 'Every placement, newest first, by round, state and waiting extension',
        querystring: placementListQuerySchema,
        response: { 200: placementPageSchema },
      },
    },
    async (request) => listAdminPlacements(contextOf(request), request.query),
  );

  admin.put(
    '/admin/placements/:id/extensions/:extensionId',
    {
      schema: {
        tags: ['admin'],
        security: bearer,
        summary: 'Approve a waiting extension, adding its months, or refuse it with a reason',
        params: extensionParamsSchema,
        body: extensionDecisionInputSchema,
        response: { 200: placementSchema },
      },
    },
    async (request) =>
      decideExtension(contextOf(request), {
        ...request.body,
        id: request.params.id,
        extensionId: request.params.extensionId,
      }),
  );
};
