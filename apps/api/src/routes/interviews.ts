// Interviews (issue 4, decision 008): the candidate and the company list theirs; the job's company
// schedules another, reschedules or cancels one, and the candidate is told with a calendar file. Someone else's
// interview answers 404, as if it did not exist.
import { interviewInputSchema } from '@fis/shared/application-schemas';
import { Role } from '@fis/shared/enums';
import {
  cancelInterviewInputSchema,
  interviewIdParamsSchema,
  interviewListQuerySchema,
  interviewPageSchema,
  interviewSavedSchema,
  scheduleInterviewInputSchema,
} from '@fis/shared/interview-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { cancelInterview } from '../modules/interviews/cancel-interview.js';
import { listInterviews } from '../modules/interviews/list-interviews.js';
import { rescheduleInterview } from '../modules/interviews/reschedule-interview.js';
import { scheduleInterview } from '../modules/interviews/schedule-interview.js';
import { currentUser } from '../plugins/authenticate.js';

const tags = ['interviews'];

export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const svc = app.services;
  // Checked on request, before the input: a caller who may not be here learns nothing about it.
  const companyOnly = app.requireRole(Role.COMPANY);
  const partiesOnly = app.requireRole(Role.CANDIDATE, Role.COMPANY);

  app.get(
    '/interviews',
    {
      schema: {
        tags,
        security: bearer,
        summary: "The caller's interviews (the candidate's own, the company's jobs'), upcoming or past, paged",
        querystring: interviewListQuerySchema,
        response: { 200: interviewPageSchema },
      },
      onRequest: partiesOnly,
    },
    async (request) => listInterviews(app.db, svc.clock, currentUser(request), request.query, request.lang),
  );

  app.post(
    '/interviews',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Schedule another interview for an application in interviewing (409 in any other stage)',
        body: scheduleInterviewInputSchema,
        response: { 201: interviewSavedSchema },
      },
      onRequest: companyOnly,
    },
    async (request, reply) => {
      const { applicationId, ...values } = request.body;
      const interview = await scheduleInterview(svc, currentUser(request), applicationId, values, request.lang);
      return reply.code(201).send({ interview, message: t(request.lang, 'messages:interviewScheduled') });
    },
  );

  app.put(
    '/interviews/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Reschedule an interview (409 once cancelled or the application left interviewing)',
        params: interviewIdParamsSchema,
        body: interviewInputSchema,
        response: { 200: interviewSavedSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => {
      const interview = await rescheduleInterview(
        svc,
        currentUser(request),
        request.params.id,
        request.body,
        request.lang,
      );
      return { interview, message: t(request.lang, 'messages:interviewRescheduled') };
    },
  );

  app.post(
    '/interviews/:id/cancel',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Cancel an interview; the application stays in interviewing',
        params: interviewIdParamsSchema,
        body: cancelInterviewInputSchema,
        response: { 200: interviewSavedSchema },
      },
      onRequest: companyOnly,
    },
    async (request) => {
      const interview = await cancelInterview(
        svc,
        currentUser(request),
        request.params.id,
        request.body?.reason,
        request.lang,
      );
      return { interview, message: t(request.lang, 'messages:interviewCancelled') };
    },
  );
};
