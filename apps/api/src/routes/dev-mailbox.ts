// Development only (never registered in production or when SMTP_URL is set): what the
// platform has emailed, so a new user can open a verification link without a mail server.
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailOutbox } from '../db/schema.js';

export const devMailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mailbox',
    {
      schema: {
        tags: ['development'],
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
