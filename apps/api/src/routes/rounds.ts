// The scheme's rounds (docs/decisions/039): the current and upcoming rounds for everyone (the
// landing page, the job form, the apply page), the office's own list, form and delete, and the
// funded places: the office's fill board and grants, and a company's own summary (decision 040).
import { Role } from '@fis/shared/enums';
import {
  grantPlacesInputSchema,
  ownPlacesQuerySchema,
  ownPlacesSchema,
  placesBoardSchema,
} from '@fis/shared/place-schemas';
import {
  adminRoundListSchema,
  publicRoundsSchema,
  roundIdParamsSchema,
  roundInputSchema,
  roundSchema,
} from '@fis/shared/round-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, publicContextOf } from '../context.js';
import { anyone, bearer } from '../lib/openapi.js';
import { getOwnPlaces } from '../modules/places/get-own-places.js';
import { getPlacesBoard } from '../modules/places/get-places-board.js';
import { grantPlaces } from '../modules/places/grant-places.js';
import { createRound } from '../modules/rounds/create-round.js';
import { deleteRound } from '../modules/rounds/delete-round.js';
import { listAdminRounds } from '../modules/rounds/list-admin-rounds.js';
import { listPublicRounds } from '../modules/rounds/list-public-rounds.js';
import { updateRound } from '../modules/rounds/update-round.js';

export const roundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/rounds',
    {
      schema: {
        tags: ['rounds'],
        security: anyone,
        summary: 'The round taking applications today (Hong Kong), if any, and the rounds announced after it',
        response: { 200: publicRoundsSchema },
      },
    },
    async (request) => listPublicRounds(publicContextOf(request)),
  );
};

export const adminRoundRoutes: FastifyPluginAsyncZod = async (admin) => {
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  admin.addHook('onRequest', admin.requireRole(Role.ADMIN));
  const tags = ['admin'];

  admin.get(
    '/admin/rounds',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Every round, the latest period first, with the number of jobs in each',
        response: { 200: adminRoundListSchema },
      },
    },
    async (request) => listAdminRounds(contextOf(request)),
  );

  admin.post(
    '/admin/rounds',
    {
      schema: {
        tags,
        security: bearer,
        summary: "A new round; its period may not share a day with another round's",
        body: roundInputSchema,
        response: { 201: roundSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createRound(contextOf(request), request.body)),
  );

  admin.put(
    '/admin/rounds/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Edit a round; its jobs stay in it',
        params: roundIdParamsSchema,
        body: roundInputSchema,
        response: { 200: roundSchema },
      },
    },
    async (request) => updateRound(contextOf(request), { ...request.body, id: request.params.id }),
  );

  admin.delete(
    '/admin/rounds/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Delete a round that no job belongs to',
        params: roundIdParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteRound(contextOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  admin.get(
    '/admin/rounds/:id/places',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The round's fill board: places granted, held, taken and left, by side, company and city",
        params: roundIdParamsSchema,
        response: { 200: placesBoardSchema },
      },
    },
    async (request) => getPlacesBoard(contextOf(request), { roundId: request.params.id }),
  );

  admin.put(
    '/admin/rounds/:id/places',
    {
      schema: {
        tags,
        security: bearer,
        summary: "Set one company's granted places on one side of the round; answers the fill board",
        params: roundIdParamsSchema,
        body: grantPlacesInputSchema,
        response: { 200: placesBoardSchema },
      },
    },
    async (request) => grantPlaces(contextOf(request), { ...request.body, roundId: request.params.id }),
  );
};

export const companyPlaceRoutes: FastifyPluginAsyncZod = async (company) => {
  company.addHook('onRequest', company.requireRole(Role.COMPANY));

  company.get(
    '/company/places',
    {
      schema: {
        tags: ['company'],
        security: bearer,
        summary: "The company's own funded places per side, in the round asked about or else the current one",
        querystring: ownPlacesQuerySchema,
        response: { 200: ownPlacesSchema },
      },
    },
    async (request) => getOwnPlaces(contextOf(request), request.query),
  );
};
