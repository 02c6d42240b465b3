// Sends a CSV file as every export does (decision 022): text/csv in UTF-8, an attachment named
// as given, never cached; the body is streamed.
import type { Readable } from 'node:stream';
import { contentDisposition } from '@fis/shared/content-disposition';
import type { FastifyReply } from 'fastify';

export function sendCsv(reply: FastifyReply, { fileName, stream }: { fileName: string; stream: Readable }) {
  return (
    reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition('attachment', fileName))
      .header('Cache-Control', 'no-store')
      // The route's schema types the body as the CSV text it documents; the text is streamed.
      .send(stream as unknown as string)
  );
}
