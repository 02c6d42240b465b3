// Every API route, registered under /api/v1 by app.ts. A new route file is added here, and its
// routes to the ROUTES list of apps/api/test/api-docs.test.ts.
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin.js';
import { adminAccountRoutes } from './admin-accounts.js';
import { adminCandidateEntryRoutes } from './admin-candidate-entries.js';
import { adminEligibilityRoutes, ownEligibilityRoutes } from './admin-eligibility.js';
import { adminHelpRequestRoutes } from './admin-help-requests.js';
import { adminInvitationRoutes } from './admin-invitations.js';
import { adminJobRoutes } from './admin-jobs.js';
import { adminListRoutes } from './admin-lists.js';
import { adminRecordRoutes } from './admin-records.js';
import { adminReviewRoutes } from './admin-reviews.js';
import { applicationStatisticsRoutes } from './application-statistics.js';
import { applicationRoutes } from './applications.js';
import { authRoutes } from './auth.js';
import { candidateBookmarkRoutes } from './candidate-bookmarks.js';
import { candidateProfileRoutes } from './candidate-profile.js';
import { companyRoutes } from './company.js';
import { companyJobRoutes } from './company-jobs.js';
import { companyProfileRoutes } from './company-profile.js';
import { devMailboxRoutes } from './dev-mailbox.js';
import { emailUnsubscribeRoutes } from './email-unsubscribe.js';
import { groupMessageRoutes } from './group-messages.js';
import { internalNoteRoutes } from './internal-notes.js';
import { interviewRoutes } from './interviews.js';
import { jobBookmarkRoutes } from './job-bookmark.js';
import { jobSearchRoutes } from './job-search.js';
import { matchingRoutes } from './matching.js';
import { mediaRoutes } from './media.js';
import { messageRoutes } from './messages.js';
import { needHelpRoutes } from './need-help.js';
import { notificationRoutes } from './notifications.js';
import { officeRecommendationRoutes } from './office-recommendations.js';
import { adminPlacementRoutes, placementRoutes } from './placements.js';
import { reportRoutes } from './reports.js';
import { reviewRoutes } from './reviews.js';
import { adminRoundRoutes, companyPlaceRoutes, roundRoutes } from './rounds.js';
import { settingsRoutes } from './settings.js';
import { templateRoutes } from './templates.js';
import { userRoutes } from './user.js';
import { userAttachmentRoutes } from './user-attachment.js';
import { userEducationRoutes } from './user-education.js';
import { userExperienceRoutes } from './user-experience.js';
import { userOtpRoutes } from './user-otp.js';

export interface ApiRoutesOptions {
  /** The development mailbox: outside production, and only while no mail server is set. */
  hasDevMailbox: boolean;
}

export async function apiRoutes(app: FastifyInstance, options: ApiRoutesOptions) {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(settingsRoutes);
  await app.register(userOtpRoutes);
  await app.register(adminRoutes);
  await app.register(companyRoutes);
  await app.register(jobSearchRoutes);
  await app.register(jobBookmarkRoutes);
  await app.register(matchingRoutes);
  await app.register(candidateBookmarkRoutes);
  await app.register(companyProfileRoutes);
  await app.register(companyJobRoutes);
  await app.register(adminJobRoutes);
  await app.register(roundRoutes);
  await app.register(adminRoundRoutes);
  await app.register(companyPlaceRoutes);
  await app.register(placementRoutes);
  await app.register(adminPlacementRoutes);
  await app.register(adminListRoutes);
  await app.register(adminRecordRoutes);
  await app.register(adminCandidateEntryRoutes);
  await app.register(applicationRoutes);
  await app.register(applicationStatisticsRoutes);
  await app.register(mediaRoutes);
  await app.register(notificationRoutes);
  await app.register(messageRoutes);
  await app.register(groupMessageRoutes);
  await app.register(templateRoutes);
  await app.register(internalNoteRoutes);
  await app.register(interviewRoutes);
  await app.register(candidateProfileRoutes);
  await app.register(userEducationRoutes);
  await app.register(userExperienceRoutes);
  await app.register(userAttachmentRoutes);
  await app.register(reviewRoutes);
  await app.register(adminReviewRoutes);
  await app.register(needHelpRoutes);
  await app.register(emailUnsubscribeRoutes);
  await app.register(adminHelpRequestRoutes);
  await app.register(adminEligibilityRoutes);
  await app.register(ownEligibilityRoutes);
  await app.register(adminAccountRoutes);
  await app.register(adminInvitationRoutes);
  await app.register(officeRecommendationRoutes);
  await app.register(reportRoutes);
  if (options.hasDevMailbox) await app.register(devMailboxRoutes);
}
