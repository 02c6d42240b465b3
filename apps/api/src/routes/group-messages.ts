// The scheme office's group messages (issue 27, docs/decisions/049): who a list's filters would
// reach, sending one message to all of them (each receives their own copy, in their language),
// and the groups sent with how far each has gone. The office's only.

import {
  adminApplicationFiltersSchema,
  adminCandidateFiltersSchema,
  adminCompanyFiltersSchema,
} from '@fis/shared/admin-list-schemas';
import { Role } from '@fis/shared/enums';
import {
  type GroupAudience,
  groupAudienceSummarySchema,
  groupMessageIdParamsSchema,
  groupMessageListQuerySchema,
  groupMessagePageSchema,
  groupMessageSchema,
  sendGroupMessageInputSchema,
} from '@fis/shared/group-message-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { getGroupMessage } from '../modules/group-messages/get-group-message.js';
import { listGroupMessages } from '../modules/group-messages/list-group-messages.js';
import { sendGroupMessage } from '../modules/group-messages/send-group-message.js';
import { summarizeGroupAudience } from '../modules/group-messages/summarize-group-audience.js';

const tags = ['admin'];

export const groupMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  /** Counts a group message against the officer's account (config.groupMessageLimits). */
  const withinLimit = (request: FastifyRequest) =>
    app.limitAccount(request, 'group-message', app.config.groupMessageLimits);

  /** Who a list's filters reach: one address per list, each validating its list's own filters. */
  const audienceRoute = <L extends GroupAudience['list']>(list: L, filters: z.ZodType) =>
    app.get(
      `/admin/group-messages/audience/${list}`,
      {
        schema: {
          tags,
          security: bearer,
          summary: `Who a group message to the ${list} list with these filters would reach now: the active accounts, by email language, and the placeholders each can fill`,
          querystring: filters,
          response: { 200: groupAudienceSummarySchema },
        },
      },
      async (request) => summarizeGroupAudience(contextOf(request), { list, filters: request.query } as GroupAudience),
    );
  const withoutSort = { sort: true } as const;
  audienceRoute('candidates', adminCandidateFiltersSchema.omit(withoutSort));
  audienceRoute('companies', adminCompanyFiltersSchema.omit(withoutSort));
  audienceRoute('applications', adminApplicationFiltersSchema.omit(withoutSort));

  app.post(
    '/admin/group-messages',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'One message to everyone a list finds with its filters: each receives their own copy in their email ' +
          'language, placeholders filled, delivered in the background; at most 10 an hour per officer',
        body: sendGroupMessageInputSchema,
        response: { 201: z.object({ item: groupMessageSchema, message: z.string() }) },
      },
      preHandler: withinLimit,
    },
    async (request, reply) => {
      const item = await sendGroupMessage(contextOf(request), request.body);
      return reply.code(201).send({ item, message: t(request.lang, 'messages:message.groupQueued') });
    },
  );

  app.get(
    '/admin/group-messages',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Every group message of the office, newest first, with how many were delivered, read and answered',
        querystring: groupMessageListQuerySchema,
        response: { 200: groupMessagePageSchema },
      },
    },
    async (request) => listGroupMessages(contextOf(request), request.query),
  );

  app.get(
    '/admin/group-messages/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'One group message: its texts, its list and filters, and how far it has gone',
        params: groupMessageIdParamsSchema,
        response: { 200: groupMessageSchema },
      },
    },
    async (request) => getGroupMessage(contextOf(request), request.params),
  );
};
