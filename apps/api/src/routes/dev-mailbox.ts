// Development only (never registered in production or when SMTP_URL is set): what the
// platform has emailed, so a new user can open a verification link without a mail server.
// It holds sign-in codes and reset links, so it answers callers on this machine only, judged by
// the socket's own address (a forwarded header is the caller's word); others get the 404 of a
// route that does not exist.
import { ErrorCode } from '@fis/shared/error-codes';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailOutbox } from '../db/schema.js';
import { AppError } from '../lib/app-error.js';
import { isLoopbackAddress } from '../lib/loopback.js';
import { anyone } from '../lib/openapi.js';

export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(request.socket.remoteAddress)) throw new AppError(ErrorCode.NOT_FOUND);
  });

  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        security: anyone,
        summary: 'Emails sent (development mailbox)',
        response: {
          200: z.object({
            items: z.array(
              z.object({
                id: z.string(),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                html: z.string(),
                status: z.string(),
                createdAt: z.string(),
              }),
            ),
          }),
        },
      },
    },
    async () => {
      const rows = await app.db.select().from(emailOutbox).orderBy(desc(emailOutbox.seq)).limit(100);
      return {
        items: rows.map((r) => ({
          id: r.id,
          to: r.toAddress,
          subject: r.subject,
          text: r.textBody,
          html: r.htmlBody,
          status: r.status,
          createdAt: r.createdAt.toISOString(),
        })),
      };
    },
  );
};
