// Need help (SPEC section 7 "/v1/need-help", issue 13 section 3, docs/decisions/019-need-help.md):
// anyone, signed in or not, sends the scheme office a request with one optional screenshot or
// document. The form comes as multipart (a visitor cannot upload through /media first); its
// parser is registered here only. The text fields are read before validation, so a bad field is
// the usual 400 naming it; the file is judged by its bytes in the use case.
import multipart from '@fastify/multipart';
import { ErrorCode } from '@fis/shared/error-codes';
import {
  HELP_FILE_FIELD,
  HELP_HONEYPOT_FIELD,
  NEED_HELP_FIELDS,
  needHelpInputSchema,
  needHelpSentSchema,
} from '@fis/shared/help-request-schemas';
import { DOCUMENT_MAX_BYTES, HELP_MESSAGE_MAX_LENGTH } from '@fis/shared/limits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicContextOf } from '../context.js';
import { AppError } from '../lib/app-error.js';
import { t } from '../lib/catalogs.js';
import { type FormParts, readFormParts } from '../lib/multipart-form.js';
import { maxUploadRequestBytes } from '../lib/multipart-upload.js';
import { optionalBearer } from '../lib/openapi.js';
import { sendHelpRequest } from '../modules/help-requests/send-help-request.js';

/** What the form carried besides its validated fields: the file, and whether the hidden field was filled. */
const extras = new WeakMap<FastifyRequest, { file: FormParts['file']; honeypotFilled: boolean }>();

export const needHelpRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { throwFileSizeLimit: true });

  /** Refuses a declared body larger than the largest allowed file before a byte of it is read. */
  const declaredSizeWithin = async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maxUploadRequestBytes(1)) {
      reply.header('Connection', 'close');
      throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, { field: HELP_FILE_FIELD });
    }
  };

  /** Reads the parts: the text fields become the body the route's schema validates. */
  const readForm = async (request: FastifyRequest, reply: FastifyReply) => {
    const { fields, file } = await readFormParts(request, reply, {
      fields: [...NEED_HELP_FIELDS, HELP_HONEYPOT_FIELD],
      // Characters of up to 4 bytes in UTF-8; the schema then counts characters.
      maxFieldBytes: HELP_MESSAGE_MAX_LENGTH * 4,
      // Past the document limit, a file is too large whatever it is.
      file: { field: HELP_FILE_FIELD, maxBytes: DOCUMENT_MAX_BYTES, tooLarge: ErrorCode.DOCUMENT_TOO_LARGE },
    });
    const { [HELP_HONEYPOT_FIELD]: honeypot, ...values } = fields;
    extras.set(request, { file, honeypotFilled: Boolean(honeypot?.trim()) });
    request.body = values;
  };

  app.post(
    '/need-help',
    {
      schema: {
        tags: ['need-help'],
        security: optionalBearer,
        summary: "A request to the scheme office ('Thank you for your feedback!'), signed in or not",
        description:
          'multipart/form-data: name, email, role (1 candidate, 2 company, 3 other), topic (1 account, ' +
          '2 applications, 3 jobs, 4 technical, 5 other), message, and optionally one `file` part: a ' +
          'screenshot (png, jpeg or webp up to 5 MiB) or a document (pdf, doc or docx up to 10 MiB). ' +
          `A hidden field \`${HELP_HONEYPOT_FIELD}\` must stay empty. Rate limited per address and per email.`,
        consumes: ['multipart/form-data'],
        body: needHelpInputSchema,
        response: { 201: needHelpSentSchema },
      },
      onRequest: [app.identifyIfSignedIn(), declaredSizeWithin],
      preValidation: readForm,
      // After validation, so that a mistake corrected in the form does not use up a try.
      preHandler: (request) =>
        app.limitAttempts(request, 'need-help', request.body.email, app.config.helpRequestLimits),
    },
    async (request, reply) => {
      const { file, honeypotFilled } = extras.get(request) ?? { file: null, honeypotFilled: false };
      const thanks = { message: t(request.lang, 'help:thanks') };
      if (honeypotFilled) {
        // A bot: thanked like anyone, so that it learns nothing, and nothing is stored or sent.
        request.log.info('need-help: hidden field filled, request dropped');
        return reply.status(201).send(thanks);
      }
      await sendHelpRequest(publicContextOf(request), { ...request.body, file });
      return reply.status(201).send(thanks);
    },
  );
};
