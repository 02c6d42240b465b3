import { randomUUID } from 'node:crypto';
import { DEFAULT_LANGUAGE } from '@fis/shared/enums';
import type { NeedHelpValues } from '@fis/shared/help-request-schemas';
import { hongKongMinuteLabelled } from '@fis/shared/hong-kong-time';
import type { UseCaseContext } from '../../context.js';
import { helpRequests } from '../../db/schema.js';
import { t } from '../../lib/catalogs.js';
import { queueEmail } from '../../mail/outbox.js';
import { senderAccountOf } from '../../policies/help-requests.js';
import { pushWaitingChanged } from '../admin-waiting/push-waiting.js';
import { cleanFileName } from '../media/clean-file-name.js';
import { type InspectedFile, inspectScreenshotOrDocument } from '../media/inspect-upload.js';
import type { IncomingFile } from '../media/upload-media.js';
import { languageLabel, roleLabel, topicLabel } from './help-labels.js';

/**
 * POST /v1/need-help: checks the file by its bytes, stores it and the request, and emails the
 * scheme office (SUPPORT_EMAIL) in the same transaction, with the requester as its Reply-To. The
 * request keeps the language it was sent in, which the answer is written in. The office's email is
 * in the scheme's default language (docs/decisions/019-need-help.md); the requester's message is
 * quoted as written. The requester gets an acknowledgement in the language of the page.
 */
export async function sendHelpRequest(
  ctx: UseCaseContext,
  input: NeedHelpValues & { file: IncomingFile | null },
): Promise<{ id: string }> {
  const { file, ...fields } = input;
  const inspected: InspectedFile | null = file ? await inspectScreenshotOrDocument(file.data) : null;
  const fileName = inspected ? cleanFileName(file?.fileName, inspected.extension, inspected.extensions) : null;
  const storageKey = inspected ? `private/${randomUUID()}` : null;
  if (inspected && storageKey) await ctx.storage.put(storageKey, inspected.data);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(helpRequests)
        .values({
          ...fields,
          userId: senderAccountOf(ctx.user),
          language: ctx.lang,
          fileStorageKey: storageKey,
          fileName,
          fileMimeType: inspected?.mimeType ?? null,
          fileSizeBytes: inspected?.data.length ?? null,
          createdAt: ctx.clock.now(),
        })
        .returning({ id: helpRequests.id });
      if (!row) throw new Error('help request insert returned no row');
      const lang = DEFAULT_LANGUAGE;
      await queueEmail(tx, ctx, {
        to: ctx.config.supportEmail,
        replyTo: { name: fields.name, address: fields.email },
        language: lang,
        template: 'helpRequestReceived',
        params: {
          name: t(lang, 'emails:layout.signature'),
          requesterName: fields.name,
          requesterEmail: fields.email,
          roleLabel: roleLabel(lang, fields.role),
          topicLabel: topicLabel(lang, fields.topic),
          languageLabel: languageLabel(lang, ctx.lang),
          fileLabel: fileName ?? t(lang, 'emails:helpRequestReceived.noFile'),
          message: fields.message,
          actionUrl: `${ctx.config.publicUrl}/admin-portal/help-requests/${row.id}`,
        },
      });
      await queueEmail(tx, ctx, {
        to: fields.email,
        language: ctx.lang,
        template: 'helpRequestAcknowledged',
        params: {
          topicLabel: topicLabel(ctx.lang, fields.topic),
          sentAt: hongKongMinuteLabelled(ctx.clock.now()),
        },
      });
      await pushWaitingChanged(tx, ctx, 'helpRequests');
      return { id: row.id };
    });
  } catch (err) {
    if (storageKey) await ctx.storage.remove(storageKey).catch(() => undefined);
    throw err;
  }
}
