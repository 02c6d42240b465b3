// Notifications (SPEC sections 3 and 8, decision 008): every signed-in user reads, marks and
// deletes their own. The text is in the caller's language; someone else's notification is a 404.
import {
  notificationIdParamsSchema,
  notificationListQuerySchema,
  notificationPageSchema,
  notificationSchema,
  notificationUpdateSchema,
} from '@fis/shared/notification-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { listNotifications } from '../modules/notifications/list-notifications.js';
import {
  deleteNotification,
  markAllNotificationsRead,
  markNotification,
} from '../modules/notifications/update-notifications.js';

const tags = ['notification'];
const noContent = { 204: z.null().describe('Done') };
const messageSchema = z.object({ message: z.string() });

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Any signed-in user: candidates, companies and administrators.
  const signedIn = app.requireRole();

  app.get(
    '/notification',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The caller's notifications, newest first, with the number unread",
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema },
      },
      onRequest: signedIn,
    },
    async (request) => listNotifications(contextOf(request), request.query),
  );

  app.post(
    '/notification/read-all',
    {
      schema: { tags, security: bearer, summary: 'Mark all of the caller’s notifications read', response: noContent },
      onRequest: signedIn,
    },
    async (request, reply) => {
      await markAllNotificationsRead(contextOf(request));
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/notification/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Mark one of the caller’s notifications read or unread',
        params: notificationIdParamsSchema,
        body: notificationUpdateSchema,
        response: { 200: notificationSchema },
      },
      onRequest: signedIn,
    },
    async (request) => markNotification(contextOf(request), { id: request.params.id, read: request.body.read }),
  );

  app.delete(
    '/notification/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Delete one of the caller’s notifications',
        params: notificationIdParamsSchema,
        response: { 200: messageSchema },
      },
      onRequest: signedIn,
    },
    async (request) => {
      await deleteNotification(contextOf(request), { id: request.params.id });
      return { message: t(request.lang, 'messages:crud.notificationDeleted') };
    },
  );
};
