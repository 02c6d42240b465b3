// Institutions confirming their own students (docs/decisions/061): the office's coordinators
// (invite, list, remove), and the coordinator's own routes: their students, one student's
// confirmations, the file of confirmations checked and applied, the scans drawn in the page, and
// the institution's figures.

import { Role } from '@fis/shared/enums';
import { ErrorCode } from '@fis/shared/error-codes';
import {
  confirmationFileSchema,
  confirmationInputSchema,
  coordinatorListSchema,
  coordinatorSchema,
  fileApplySchema,
  fileCheckSchema,
  institutionStudentDetailSchema,
  institutionStudentFiltersSchema,
  institutionStudentPageSchema,
  institutionStudentQuerySchema,
  inviteCoordinatorSchema,
} from '@fis/shared/institution-schemas';
import { flowReportSchema, institutionFiguresQuerySchema } from '@fis/shared/report-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { sendCsv } from '../lib/send-csv.js';
import { inviteCoordinator } from '../modules/coordinators/invite-coordinator.js';
import { listCoordinators } from '../modules/coordinators/list-coordinators.js';
import { removeCoordinator } from '../modules/coordinators/remove-coordinator.js';
import { applyConfirmationFile } from '../modules/institutions/apply-confirmation-file.js';
import { checkConfirmationFile } from '../modules/institutions/check-confirmation-file.js';
import { confirmStudent } from '../modules/institutions/confirm-student.js';
import { exportInstitutionFigures } from '../modules/institutions/export-institution-figures.js';
import { exportInstitutionStudents } from '../modules/institutions/export-institution-students.js';
import { getInstitutionFigures } from '../modules/institutions/get-institution-figures.js';
import { getInstitutionStudent } from '../modules/institutions/get-institution-student.js';
import { listInstitutionStudents } from '../modules/institutions/list-institution-students.js';

const idParams = z.object({ id: z.uuid({ error: ErrorCode.NOT_FOUND }) });

const csvResponse = (named: string) => ({
  description:
    'UTF-8 with a byte order mark, RFC 4180 (CRLF, quoted fields), a header row in the caller’s language; ' +
    `a cell a spreadsheet could read as a formula starts with an apostrophe. Named ${named}, never cached; audited.`,
  response: {
    200: {
      description: 'The CSV file (Content-Disposition: attachment)',
      content: { 'text/csv': { schema: z.string() } },
    },
  },
});

/** The office's side: who coordinates each institution. */
export const coordinatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  app.addHook('onRequest', app.requireRole(Role.ADMIN));

  app.get(
    '/admin/institution-coordinators',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The institutions' coordinators: active ones and pending invitations, by institution",
        response: { 200: coordinatorListSchema },
      },
    },
    async (request) => listCoordinators(contextOf(request)),
  );

  app.post(
    '/admin/institution-coordinators',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "Invite an institution's coordinator: an email with a link (valid 3 days) to set their password; " +
          'inviting a pending address again sends a new link',
        body: inviteCoordinatorSchema,
        response: { 201: z.object({ coordinator: coordinatorSchema, message: z.string() }) },
      },
    },
    async (request, reply) => {
      const coordinator = await inviteCoordinator(contextOf(request), request.body);
      return reply.status(201).send({ coordinator, message: t(request.lang, 'adminAccounts:done.invited') });
    },
  );

  app.delete(
    '/admin/institution-coordinators/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Remove a coordinator (their sessions end at once) or cancel an invitation',
        params: idParams,
        response: { 204: z.null().describe('Removed') },
      },
    },
    async (request, reply) => {
      await removeCoordinator(contextOf(request), { userId: request.params.id });
      return reply.status(204).send(null);
    },
  );
};

/** The coordinator's side: their institution's students, and nothing else. */
export const institutionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['institution'];
  app.addHook('onRequest', app.requireRole(Role.INSTITUTION));

  app.get(
    '/institution/students',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          "The coordinator's students (registered with their institution, not yet graduated): what verification needs " +
          'and what the institution confirmed; by name or email, state, programme and graduation year',
        querystring: institutionStudentQuerySchema,
        response: { 200: institutionStudentPageSchema },
      },
    },
    async (request) => listInstitutionStudents(contextOf(request), request.query),
  );

  app.get(
    '/institution/students/export-csv',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The students the filters find, as the file to fill in and upload back',
        querystring: institutionStudentFiltersSchema,
        ...csvResponse('<institution>-students-YYYY-MM-DD.csv'),
      },
    },
    async (request, reply) => sendCsv(reply, await exportInstitutionStudents(contextOf(request), request.query)),
  );

  app.get(
    '/institution/students/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'One of the institution’s students, with their scans to view; anyone else’s is 404',
        params: idParams,
        response: { 200: institutionStudentDetailSchema },
      },
    },
    async (request) => getInstitutionStudent(contextOf(request), { candidateId: request.params.id }),
  );

  app.put(
    '/institution/students/:id/confirmation',
    {
      schema: {
        tags,
        security: bearer,
        summary:
          'What the institution confirms of the student: each check yes, no or not yet, and a note; all four yes ' +
          'verifies an unverified student',
        params: idParams,
        body: confirmationInputSchema,
        response: { 200: z.object({ student: institutionStudentDetailSchema, message: z.string() }) },
      },
    },
    async (request) => {
      const student = await confirmStudent(contextOf(request), {
        candidateId: request.params.id,
        values: request.body,
      });
      return { student, message: t(request.lang, 'institution:file.applied', { count: 1 }) };
    },
  );

  app.post(
    '/institution/confirmations/check',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Read a file of confirmations and say per row what would change, stay or be refused; writes nothing',
        body: confirmationFileSchema,
        response: { 200: fileCheckSchema },
      },
    },
    async (request) => checkConfirmationFile(contextOf(request), request.body),
  );

  app.post(
    '/institution/confirmations/apply',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Check the file again and apply the rows that change a student; the same file twice changes nothing',
        body: confirmationFileSchema,
        response: { 200: fileApplySchema },
      },
    },
    async (request) => applyConfirmationFile(contextOf(request), request.body),
  );

  app.get(
    '/institution/figures',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The institution's students' applications, interviews, offers and hires by round, programme or side",
        querystring: institutionFiguresQuerySchema,
        response: { 200: flowReportSchema },
      },
    },
    async (request) => getInstitutionFigures(contextOf(request), request.query),
  );

  app.get(
    '/institution/figures/export-csv',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The institution's figures as a CSV file",
        querystring: institutionFiguresQuerySchema,
        ...csvResponse('institution-figures-YYYYMMDD.csv'),
      },
    },
    async (request, reply) => sendCsv(reply, await exportInstitutionFigures(contextOf(request), request.query)),
  );
};
