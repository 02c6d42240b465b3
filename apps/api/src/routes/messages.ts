// Messages (SPEC section 7 "Messages", issue 12, docs/decisions/015-messages.md): every signed-in
// user's inbox and sent box, writing, replying, forwarding and deleting from their own box. Who
// may write to whom is policies/messages.ts; someone else's message answers 404.

import {
  deleteMessagesInputSchema,
  emailSearchQuerySchema,
  emailSuggestionsSchema,
  forwardMessageInputSchema,
  messageDetailSchema,
  messageIdParamsSchema,
  messageListQuerySchema,
  messagePageSchema,
  messageSavedSchema,
  replyMessageInputSchema,
  sendMessageInputSchema,
  unreadCountSchema,
} from '@fis/shared/message-schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { countUnreadMessages } from '../modules/messages/count-unread-messages.js';
import { deleteMessages } from '../modules/messages/delete-messages.js';
import { forwardMessage } from '../modules/messages/forward-message.js';
import { getMessage } from '../modules/messages/get-message.js';
import { listInbox } from '../modules/messages/list-inbox.js';
import { listSentMessages } from '../modules/messages/list-sent-messages.js';
import { markThreadRead } from '../modules/messages/mark-thread-read.js';
import { replyToMessage } from '../modules/messages/reply-message.js';
import { searchRecipientEmails } from '../modules/messages/search-recipient-emails.js';
import { sendMessage } from '../modules/messages/send-message.js';

const tags = ['contact'];
const messageSchema = z.object({ message: z.string() });

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Candidates, companies and the admin alike.
  const signedIn = app.requireRole();
  /** Counts a send, reply or forward against the caller's account (config.messageLimits). */
  const sendsWithinLimit = (request: FastifyRequest) => app.limitAccount(request, 'message', app.config.messageLimits);

  app.post(
    '/contact',
    {
      schema: {
        tags,
        security: bearer,
        summary: "A new message to 1-10 addresses the caller may write to ('Email doesn't exist' otherwise)",
        body: sendMessageInputSchema,
        response: { 201: messageSavedSchema },
      },
      onRequest: signedIn,
      preHandler: sendsWithinLimit,
    },
    async (request, reply) => {
      const item = await sendMessage(contextOf(request), request.body);
      return reply.code(201).send({ item, message: t(request.lang, 'messages:message.sent') });
    },
  );

  app.get(
    '/contact/inbox',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The caller's inbox, newest first, searched by subject or sender, paged",
        querystring: messageListQuerySchema,
        response: { 200: messagePageSchema },
      },
      onRequest: signedIn,
    },
    async (request) => listInbox(contextOf(request), request.query),
  );

  app.get(
    '/contact/send',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The caller's sent box, newest first, searched by subject or recipient, paged",
        querystring: messageListQuerySchema,
        response: { 200: messagePageSchema },
      },
      onRequest: signedIn,
    },
    async (request) => listSentMessages(contextOf(request), request.query),
  );

  app.get(
    '/contact/inbox/unread',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'How many messages of the caller’s inbox are unread',
        response: { 200: unreadCountSchema },
      },
      onRequest: signedIn,
    },
    async (request) => countUnreadMessages(contextOf(request)),
  );

  app.get(
    '/contact/search/email',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Addresses the caller may write to, matching the keyword (address or name), at most 10',
        querystring: emailSearchQuerySchema,
        response: { 200: emailSuggestionsSchema },
      },
      onRequest: signedIn,
    },
    async (request) => searchRecipientEmails(contextOf(request), request.query),
  );

  app.get(
    '/contact/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'One message of the caller’s boxes with its thread, oldest first; reading it marks nothing read',
        params: messageIdParamsSchema,
        response: { 200: messageDetailSchema },
      },
      onRequest: signedIn,
    },
    async (request) => getMessage(contextOf(request), { id: request.params.id }),
  );

  app.post(
    '/contact/:id/read',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The caller has seen this message’s thread: what they received in it, and its bell notices, are read',
        params: messageIdParamsSchema,
        response: { 204: z.null().describe('Marked read') },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      await markThreadRead(contextOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/contact/reply',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Reply to the sender of a message the caller received, in its thread',
        body: replyMessageInputSchema,
        response: { 201: messageSavedSchema },
      },
      onRequest: signedIn,
      preHandler: sendsWithinLimit,
    },
    async (request, reply) => {
      const item = await replyToMessage(contextOf(request), request.body);
      return reply.code(201).send({ item, message: t(request.lang, 'messages:message.sent') });
    },
  );

  app.post(
    '/contact/forward',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Forward a message of the caller’s boxes to addresses the caller may write to',
        body: forwardMessageInputSchema,
        response: { 201: messageSavedSchema },
      },
      onRequest: signedIn,
      preHandler: sendsWithinLimit,
    },
    async (request, reply) => {
      const item = await forwardMessage(contextOf(request), request.body);
      return reply.code(201).send({ item, message: t(request.lang, 'messages:message.forwarded') });
    },
  );

  app.post(
    '/contact/delete',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Remove messages from the caller’s own boxes; the other side keeps theirs',
        body: deleteMessagesInputSchema,
        response: { 200: messageSchema },
      },
      onRequest: signedIn,
    },
    async (request) => {
      await deleteMessages(contextOf(request), request.body);
      return { message: t(request.lang, 'messages:message.deleted') };
    },
  );
};
