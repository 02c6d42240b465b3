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
import { contextOf } from '../context.js';
import { t } from '../lib/catalogs.js';
import { bearer } from '../lib/openapi.js';
import { cancelInterview } from '../modules/interviews/cancel-interview.js';
import { listInterviews } from '../modules/interviews/list-interviews.js';
import { rescheduleInterview } from '../modules/interviews/reschedule-interview.js';
import { scheduleInterview } from '../modules/interviews/schedule-interview.js';

const tags = ['interviews'];

export const interviewRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => listInterviews(contextOf(request), request.query),
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
      const interview = await scheduleInterview(contextOf(request), request.body);
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
      const interview = await rescheduleInterview(contextOf(request), { ...request.body, id: request.params.id });
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
      const interview = await cancelInterview(contextOf(request), {
        id: request.params.id,
        reason: request.body?.reason,
      });
      return { interview, message: t(request.lang, 'messages:interviewCancelled') };
    },
  );
};
