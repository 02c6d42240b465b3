// Uploads (SPEC section 7, "Upload"): store a file, serve it, delete it. The multipart parser is
// registered here only, so no other route accepts multipart bodies.
// docs/decisions/005-uploads.md says what is accepted, who may read what, and what is audited.
import multipart from '@fastify/multipart';
import { contentDisposition } from '@fis/shared/content-disposition';
import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import { MAX_FILES_PER_UPLOAD } from '@fis/shared/limits';
import {
  mediaIdParamsSchema,
  uploadBodySchema,
  uploadedMediaListSchema,
  uploadedMediaSchema,
  uploadManyBodySchema,
} from '@fis/shared/media-schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf, publicContextOf } from '../context.js';
import { AppError } from '../lib/app-error.js';
import { maxUploadRequestBytes, readUploadParts } from '../lib/multipart-upload.js';
import { bearer, fileDownload, optionalBearer } from '../lib/openapi.js';
import { tokenOf } from '../lib/web-session.js';
import { userOfToken } from '../modules/auth/user-of-token.js';
import { deleteMedia } from '../modules/media/delete-media.js';
import { openMedia } from '../modules/media/open-media.js';
import { uploadMedia } from '../modules/media/upload-media.js';
import { currentUser } from '../plugins/authenticate.js';

const tags = ['media'];
/** A media id never changes content (a new upload gets a new id), so images are cached for good. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The body of a multipart route is read as a stream by the handler, not validated up front. */
const streamedBody = () => (data: unknown) => ({ value: data });

/** A session cookie whose account is signed out or suspended: the visitor is anonymous here. */
function signedOut(err: unknown): null {
  if (err instanceof AppError) return null;
  throw err;
}

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });

  /** Refuses a declared body larger than any allowed upload before a byte of it is read. */
  const declaredSizeWithin = (maxFiles: number) => async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maxUploadRequestBytes(maxFiles)) {
      // The body is not read: close the connection after the answer rather than drain it.
      reply.header('Connection', 'close');
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, { field: 'file' });
    }
  };

  /**
   * Counts the upload against the caller's account (config.uploadLimits), before its body is
   * read: over the limit, 429 and the connection closed rather than the body drained.
   */
  const uploadsWithinLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    const { perAccount, windowMs } = app.config.uploadLimits;
    const wait = await app.rateLimiter.hit(`upload:acct:${currentUser(request).id}`, perAccount, windowMs);
    if (wait > 0) {
      reply.header('Connection', 'close');
      throw new AppError(ErrorCode.UPLOAD_RATE_LIMITED, { retryAfter: wait });
    }
  };

  app.post(
    '/media/upload',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Upload one file (multipart: purpose, then file)',
        description:
          'Images (avatar, logo, cover): png, jpeg or webp, at most 5 MiB, re-encoded, served publicly. ' +
          'Documents (resume, attachment, supporting_document, message_document): pdf, doc or docx, at most 10 MiB; ' +
          'scans (transcript, student_id): a png, jpeg or webp picture (5 MiB, re-encoded) or a document. ' +
          'Documents and scans are served only to the owner, the admin, and a company as docs/decisions/011 allows.',
        consumes: ['multipart/form-data'],
        body: uploadBodySchema,
        response: { 201: uploadedMediaSchema },
      },
      validatorCompiler: streamedBody,
      // Checked on request, before the body: an anonymous caller's upload is not read.
      onRequest: [app.requireRole(), declaredSizeWithin(1), uploadsWithinLimit],
    },
    async (request, reply) => {
      const { purpose, files } = await readUploadParts(request, reply, 1);
      const [stored] = await uploadMedia(contextOf(request), { purpose, files });
      if (!stored) throw new AppError(ErrorCode.FIELD_REQUIRED, { field: 'file' });
      return reply.status(201).send(stored);
    },
  );

  app.post(
    '/media/uploads',
    {
      schema: {
        tags,
        security: bearer,
        summary: `Upload up to ${MAX_FILES_PER_UPLOAD} files of one purpose (all are stored, or none)`,
        consumes: ['multipart/form-data'],
        body: uploadManyBodySchema,
        response: { 201: uploadedMediaListSchema },
      },
      validatorCompiler: streamedBody,
      onRequest: [app.requireRole(), declaredSizeWithin(MAX_FILES_PER_UPLOAD), uploadsWithinLimit],
    },
    async (request, reply) => {
      const { purpose, files } = await readUploadParts(request, reply, MAX_FILES_PER_UPLOAD);
      const items = await uploadMedia(contextOf(request), { purpose, files });
      return reply.status(201).send({ items });
    },
  );

  const servedPublicly = new WeakSet<FastifyRequest>();

  app.get(
    '/media/:id',
    {
      schema: {
        tags,
        summary: 'A stored file',
        description:
          'Public images to anyone, cached for a year. Private documents, with a bearer token, to their owner, ' +
          'the admin, and a company while an application lets it read them (the files sent with an open ' +
          'application; transcript and student ID from the offer on; six months after a hire), as a download ' +
          'that is never cached; each view by ' +
          'someone other than the owner is audited. Anyone else gets 404.',
        security: optionalBearer,
        params: mediaIdParamsSchema,
        response: { 200: fileDownload('The file, in the type it was stored as') },
      },
      // Runs after the app-wide hook that marks every /api/v1 answer no-store.
      onSend: async (request, reply, payload) => {
        if (servedPublicly.has(request) && reply.statusCode === 200)
          reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
        return payload;
      },
    },
    async (request, reply) => {
      // A session is optional (an <img> of a signed-out visitor). A bearer token that is sent must
      // be valid; a session cookie that no longer works only means the browser is signed out, and
      // a public picture still shows.
      const presented = tokenOf(request);
      if (presented?.fromCookie) request.authUser = await userOfToken(app.services, presented.token).catch(signedOut);
      else if (presented) await app.requireRole()(request);
      const { row, stream } = await openMedia(publicContextOf(request), { id: request.params.id });
      reply.header('Content-Type', row.mimeType);
      reply.header('Content-Length', String(row.sizeBytes));
      reply.header('X-Content-Type-Options', 'nosniff');
      if (row.visibility === 'public') {
        servedPublicly.add(request);
        reply.header('Content-Disposition', contentDisposition('inline', row.originalName));
      } else {
        reply.header('Content-Disposition', contentDisposition('attachment', row.originalName));
        reply.header('Cache-Control', 'no-store');
      }
      // The schema types the body as the file it documents; its bytes are streamed.
      return reply.send(stream as unknown as File);
    },
  );

  // The file a page draws (decision 055): no Content-Disposition, so a browser never saves it as a
  // download, never cached, sandboxed if opened on its own; each view audited.
  const drawnInPage = async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const { row, stream } = await openMedia(contextOf(request), { id: request.params.id, inPage: true });
    reply.header('Content-Type', row.mimeType);
    reply.header('Content-Length', String(row.sizeBytes));
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cache-Control', 'no-store');
    // Opened on its own rather than drawn by the page, the file runs nothing and reaches nothing.
    reply.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return reply.send(stream as unknown as File);
  };
  const inPageDescription =
    'The file, for the page to draw (decision 055): no Content-Disposition, so a browser never saves it as a ' +
    'download, never cached, sandboxed if opened on its own; each view audited. ' +
    'A Word file answers 415 DOCUMENT_NOT_VIEWABLE (it opens only as a download, GET /v1/media/{id}).';

  app.get(
    '/admin/documents/:id',
    {
      schema: {
        tags: ['admin'],
        security: bearer,
        summary: "A PDF or picture for the office's in-page viewer",
        description: inPageDescription,
        params: mediaIdParamsSchema,
        response: { 200: fileDownload('The file, in the type it was stored as') },
      },
      onRequest: app.requireRole(Role.ADMIN),
    },
    drawnInPage,
  );

  app.get(
    '/institution/documents/:id',
    {
      schema: {
        tags: ['institution'],
        security: bearer,
        summary: "A student's transcript or student ID scan for the coordinator's in-page viewer (decision 061)",
        description: inPageDescription,
        params: mediaIdParamsSchema,
        response: { 200: fileDownload('The file, in the type it was stored as') },
      },
      onRequest: app.requireRole(Role.INSTITUTION),
    },
    drawnInPage,
  );

  app.delete(
    '/media/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Delete one of your files (409 while a profile uses it, or if it was sent with an application)',
        params: mediaIdParamsSchema,
        response: { 204: z.null().describe('Deleted') },
      },
      onRequest: app.requireRole(),
    },
    async (request, reply) => {
      await deleteMedia(contextOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
