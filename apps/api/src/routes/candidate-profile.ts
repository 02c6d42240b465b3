// The candidate's own profile (SPEC section 7, "User"), and a candidate's profile as the admin
// or a company the candidate applied to sees it. Education, experience and attachments have
// their own resources (user-education, user-experience, user-attachment).
import { currentUserSchema } from '@fis/shared/auth-schemas';
import { candidateProfileSchema } from '@fis/shared/candidate-profile-response-schemas';
import { entryIdParamsSchema, updateProfileSchema, updateResumeSchema } from '@fis/shared/candidate-profile-schemas';
import { Role } from '@fis/shared/enums';
import { fileAccessSchema } from '@fis/shared/file-access-schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../context.js';
import { bearer } from '../lib/openapi.js';
import { completeFirstLogin } from '../modules/candidate-profile/complete-first-login.js';
import { getOwnProfile } from '../modules/candidate-profile/get-own-profile.js';
import { listFileAccess } from '../modules/candidate-profile/list-file-access.js';
import { updateCandidateProfile } from '../modules/candidate-profile/update-candidate-profile.js';
import { updateResume } from '../modules/candidate-profile/update-resume.js';
import { viewCandidateProfile } from '../modules/candidate-profile/view-candidate-profile.js';

const tags = ['candidate profile'];

export const candidateProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Checked on request, before the body: an anonymous caller gets 401, a company or the admin 403.
  const candidateOnly = app.requireRole(Role.CANDIDATE);

  app.get(
    '/user/profile',
    {
      schema: { tags, security: bearer, summary: 'Your own full profile', response: { 200: candidateProfileSchema } },
      onRequest: candidateOnly,
    },
    async (request) => getOwnProfile(contextOf(request)),
  );

  app.get(
    '/user/file-access',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Which companies can read which of your files, and until when',
        description:
          'One item per application that lets its company read files now: the files sent with an open ' +
          'application; from the offer on, also your transcript and student ID scans; once hired, the same ' +
          'until `until` (six months after the hire). A rejected, withdrawn, declined, closed or deleted ' +
          'application lets its company read nothing.',
        response: { 200: fileAccessSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => listFileAccess(contextOf(request)),
  );

  app.post(
    '/user/update-profile',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Change any of these profile fields; the others stay as they are',
        description:
          'Files (avatarMediaId, transcriptMediaId, studentIdMediaId) are ids of your own uploads of the ' +
          'matching purpose; null clears a field, and a replaced or cleared file is deleted (one sent with an ' +
          'application only leaves the profile: it stays with the application). Role, status, ' +
          'email, consents and approvals cannot be set here: unknown fields are ignored.',
        body: updateProfileSchema,
        response: { 200: candidateProfileSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => updateCandidateProfile(contextOf(request), request.body),
  );

  app.post(
    '/user/update-resume',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'Set your resume (an upload of purpose resume); the old one is deleted unless an application holds it',
        body: updateResumeSchema,
        response: { 200: candidateProfileSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => updateResume(contextOf(request), { resumeMediaId: request.body.resumeMediaId }),
  );

  app.post(
    '/user/complete-first-login',
    {
      schema: {
        tags,
        security: bearer,
        summary: 'The create-profile step is done (finished or skipped)',
        response: { 200: currentUserSchema },
      },
      onRequest: candidateOnly,
    },
    async (request) => completeFirstLogin(contextOf(request)),
  );

  app.get(
    '/user/candidate/:id',
    {
      schema: {
        tags,
        security: bearer,
        summary: "A candidate's profile, for the admin and companies the candidate applied to",
        description: 'Anyone else gets 404. Views are audited; documents open through GET /media/{id}.',
        params: entryIdParamsSchema,
        response: { 200: candidateProfileSchema },
      },
      onRequest: app.requireRole(),
    },
    async (request) => viewCandidateProfile(contextOf(request), { candidateId: request.params.id }),
  );
};
