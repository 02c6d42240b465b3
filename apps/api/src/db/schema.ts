// The database schema. Migrations in apps/api/migrations are generated from this file with
// `npm run db:generate` and committed; the same SQL runs on PGlite and PostgreSQL 15.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** An email attachment as the outbox keeps it: nodemailer's fields, the content base64. */
export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: smallint('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: smallint('status').notNull().default(1),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Bumped on sign-out, password change or reset and deletion: every older token stops working. */
    tokenVersion: integer('token_version').notNull().default(0),
    isFirstLogin: boolean('is_first_login').notNull().default(true),
    emailLanguage: text('email_language').notNull().default('zh'),
    emailNotification: boolean('email_notification').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * The company dashboard's "new since your last visit" (docs/decisions/009): the last time the
     * dashboard was read, and the last read before the current visit began.
     */
    dashboardSeenAt: timestamp('dashboard_seen_at', { withTimezone: true }),
    previousVisitAt: timestamp('previous_visit_at', { withTimezone: true }),
    /** A coordinator's institution (Role.INSTITUTION, docs/decisions/061); null for every other account. */
    institution: text('institution'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    // The admin's lists (decision 022): accounts of a role newest first, and found by part of an address.
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
  ],
);

export const candidateProfiles = pgTable(
  'candidate_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    englishName: text('english_name').notNull(),
    chineseName: text('chinese_name'),
    institution: text('institution').notNull(),
    institutionOther: text('institution_other'),
    faculty: text('faculty').notNull(),
    programme: text('programme').notNull(),
    graduationYear: integer('graduation_year').notNull(),
    phonePrefix: text('phone_prefix').notNull(),
    phoneNumber: text('phone_number').notNull(),
    legallyEmployable: smallint('legally_employable').notNull(),
    residentType: smallint('resident_type').notNull(),
    cityOfResidence: text('city_of_residence').notNull(),
    educationLevel: text('education_level').notNull(),
    consentTermsAt: timestamp('consent_terms_at', { withTimezone: true }).notNull(),
    consentDataSharingAt: timestamp('consent_data_sharing_at', { withTimezone: true }).notNull(),
    /** Null: no consent to direct marketing (PDPO: opt-in, never a condition of the service). */
    consentMarketingAt: timestamp('consent_marketing_at', { withTimezone: true }),
    selfIntroduction: text('self_introduction'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    avatarMediaId: uuid('avatar_media_id'),
    resumeMediaId: uuid('resume_media_id'),
    transcriptMediaId: uuid('transcript_media_id'),
    studentIdMediaId: uuid('student_id_media_id'),
    /**
     * EligibilityStatus (docs/decisions/025-eligibility.md): the scheme office's decision after
     * checking the transcript and student ID scans, the reason of a rejection, who decided and
     * when. The history of decisions is the audit log's 'candidate.eligibility-decided' rows.
     */
    eligibilityStatus: smallint('eligibility_status').notNull().default(0),
    eligibilityReason: text('eligibility_reason'),
    eligibilityDecidedAt: timestamp('eligibility_decided_at', { withTimezone: true }),
    eligibilityDecidedBy: uuid('eligibility_decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The rules (CHECKED_RULES) the deciding officer ticked as checked against the scans (decision 055). */
    eligibilityCheckedRules: text('eligibility_checked_rules').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The job regions (REGIONS) the scheme's rules do not rule this candidate out of, worked out by
     * packages/shared's eligibility rules from this row whenever a fact they read changes
     * (modules/eligibility/takeable-regions.ts; docs/decisions/026). Searches and recommendations
     * filter on it in SQL (takeableJobSql) instead of repeating the rules there.
     */
    takeableRegions: text('takeable_regions').array().notNull().default(sql`'{HongKong,GBA,"HongKong & GBA"}'::text[]`),
    /**
     * The version of the rules takeable_regions was worked out with (TAKEABLE_RULES_VERSION):
     * rows behind it are worked out again at start-up, so a change of the rules reaches every row.
     */
    takeableRulesVersion: smallint('takeable_rules_version').notNull().default(0),
    /**
     * The candidate's confirmations the eligibility rules read (docs/decisions/026): confirmations
     * rather than documents or dates (PDPO: no more than the purpose needs). `studyCity` is where
     * an institution listed as Other is; every listed institution is in Hong Kong.
     */
    declaredAdult: boolean('declared_adult').notNull().default(false),
    declaredFullTimeStudent: boolean('declared_full_time_student').notNull().default(false),
    declaredFintechProgramme: boolean('declared_fintech_programme').notNull().default(false),
    declaredNoOtherAllowance: boolean('declared_no_other_allowance').notNull().default(false),
    declaredEntryEndorsement: boolean('declared_entry_endorsement').notNull().default(false),
    studyCity: text('study_city'),
    /**
     * Both names, lower-cased and folded to one Chinese script (fold_script, decision 012), kept by
     * the database; a trigram index serves the companies' name search.
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`fold_script(lower(english_name || ' ' || coalesce(chinese_name, '')))`),
    /** The skills as matching compares them (skill_key(), docs/decisions/027), kept by the database. */
    skillKeys: text('skill_keys').array().notNull().generatedAlwaysAs(sql`skill_keys(skills)`),
    ...timestamps,
  },
  (t) => [
    index('candidate_profiles_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // A job's recommended candidates (docs/decisions/027): the profiles newest first when many
    // share its skills, the skills' index when few do.
    index('candidate_profiles_updated_idx').on(t.updatedAt),
    index('candidate_profiles_skill_keys_idx').using('gin', t.skillKeys),
    // The office's queue and its counts, by state.
    index('candidate_profiles_eligibility_idx').on(t.eligibilityStatus, t.createdAt),
  ],
);

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Shown to the company as its company ID (FIS-00012) and accepted at employer sign-in. */
    companyNumber: serial('company_number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    contactJobRole: text('contact_job_role').notNull(),
    /** The contact person's name and phone (settings, docs/decisions/018); empty until first saved. */
    contactName: text('contact_name'),
    contactPhonePrefix: text('contact_phone_prefix'),
    contactPhoneNumber: text('contact_phone_number'),
    acceptedIntoSchemeAt: timestamp('accepted_into_scheme_at', { withTimezone: true }).notNull(),
    consentTermsAt: timestamp('consent_terms_at', { withTimezone: true }).notNull(),
    approvalStatus: smallint('approval_status').notNull().default(0),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    nameEn: text('name_en'),
    nameZh: text('name_zh'),
    displayName: text('display_name'),
    website: text('website'),
    industry: text('industry'),
    phonePrefix: text('phone_prefix'),
    phoneNumber: text('phone_number'),
    location: text('location'),
    address: text('address'),
    slogan: text('slogan'),
    description: text('description'),
    logoMediaId: uuid('logo_media_id'),
    coverMediaId: uuid('cover_media_id'),
    /**
     * Every name, lower-cased and folded to one Chinese script (decision 012), kept by the
     * database; a trigram index serves the company directory's name search.
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(
        sql`fold_script(lower(company_name || ' ' || coalesce(name_en, '') || ' ' || coalesce(name_zh, '') || ' ' || coalesce(display_name, '')))`,
      ),
    /**
     * When the profile was first saved (by the company or the admin). Candidates find a company,
     * and its jobs, only once it is approved and has a profile (issue 10).
     */
    profileSavedAt: timestamp('profile_saved_at', { withTimezone: true }),
    /**
     * Its published reviews (docs/decisions/017-company-reviews.md): how many, and their average
     * overall rating (null without any). Recounted from company_reviews whenever a review enters
     * or leaves the published state, so that every card and the directory's rating order read
     * them from the row they already have.
     */
    reviewCount: integer('review_count').notNull().default(0),
    reviewAverage: numeric('review_average', { precision: 3, scale: 2, mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    index('companies_approval_status_idx').on(t.approvalStatus, t.createdAt),
    index('companies_name_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
  ],
);

/** A code sign-in attempt (company or admin): the row id is the attempt id the client holds. */
export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_codes_user_idx').on(t.userId, t.createdAt)],
);

/** One row per wrong code: more than 3 within 24 hours locks the code step. */
export const loginCodeFailures = pgTable(
  'login_code_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('login_code_failures_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A one-time code for a sensitive action of a signed-in user (/v1/user-otp, docs/decisions/018):
 * so far changing the sign-in email, the code sent to the new address. Wrong codes count in
 * login_code_failures, so the sign-in codes' lockout covers these too.
 */
export const userOtps = pgTable(
  'user_otps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    newEmail: text('new_email').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('user_otps_user_idx').on(t.userId, t.createdAt)],
);

/** Email verification and password reset links, stored as hashes. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Who sent the link for someone else (an admin's invitation): removing them retires it. */
    issuedByUserId: uuid('issued_by_user_id').references(() => users.id),
    /** The page of the candidate area a verification link goes on to (a job to apply for), so that one sent again does too. */
    next: text('next'),
  },
  (t) => [
    index('email_tokens_user_idx').on(t.userId, t.purpose, t.createdAt),
    index('email_tokens_issued_by_idx').on(t.issuedByUserId).where(sql`${t.usedAt} IS NULL`),
  ],
);

/** Every email, written in the transaction of the action that causes it. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: several emails can share one timestamp. */
    seq: serial('seq').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    template: text('template').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Files sent with the email, such as an interview's calendar file (base64 content). */
    attachments: jsonb('attachments').$type<EmailAttachment[]>().notNull().default([]),
    /** Where answers go when not to MAIL_FROM: the requester of a need-help email. */
    replyTo: jsonb('reply_to').$type<{ name: string; address: string }>(),
    /** The one-click unsubscribe address of a notification email (List-Unsubscribe, RFC 8058). */
    listUnsubscribe: text('list_unsubscribe'),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_to_idx').on(t.toAddress, t.seq)],
);

/**
 * Append-only: the database refuses UPDATE and DELETE of its rows (a trigger, migration
 * audit_log_append_only; docs/decisions/024). So the actor is never changed behind its back:
 * accounts are only ever marked deleted, and the key to users takes no action on delete.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt)],
);

/**
 * Every uploaded file. The bytes live in the storage (a folder in the data directory by
 * default) under `storage_key`, a name the server makes; nothing the uploader sent names a path.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    /** 'public' images (avatar, logo, cover) or 'private' documents. */
    visibility: text('visibility').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** The uploader's file name, cleaned, for the download's Content-Disposition only. */
    originalName: text('original_name').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('media_owner_idx').on(t.ownerUserId, t.createdAt)],
);

export const candidateEducation = pgTable(
  'candidate_education',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institution: text('institution').notNull(),
    institutionOther: text('institution_other'),
    educationLevel: text('education_level').notNull(),
    programme: text('programme').notNull(),
    faculty: text('faculty'),
    yearOfStudy: smallint('year_of_study'),
    graduationYear: integer('graduation_year').notNull(),
    ...timestamps,
  },
  (t) => [index('candidate_education_user_idx').on(t.userId)],
);

export const candidateExperience = pgTable(
  'candidate_experience',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    jobTitle: text('job_title').notNull(),
    location: text('location'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    currentlyWorking: boolean('currently_working').notNull().default(false),
    description: text('description'),
    ...timestamps,
  },
  (t) => [index('candidate_experience_user_idx').on(t.userId)],
);

export const candidateAttachments = pgTable(
  'candidate_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('candidate_attachments_user_idx').on(t.userId)],
);

/**
 * The scheme's rounds (docs/decisions/039): the application period as Hong Kong dates, the
 * internship's length, the monthly allowance per side (HKD for Hong Kong, RMB for the GBA
 * mainland) and the eligibility window. No two periods share a day (checked by the use cases).
 */
export const schemeRounds = pgTable(
  'scheme_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameZh: text('name_zh').notNull(),
    nameCn: text('name_cn').notNull(),
    applicationStart: date('application_start').notNull(),
    applicationEnd: date('application_end').notNull(),
    internshipMonths: smallint('internship_months').notNull(),
    maxInternshipMonths: smallint('max_internship_months').notNull(),
    allowanceHongKong: integer('allowance_hong_kong').notNull(),
    allowanceGba: integer('allowance_gba').notNull(),
    priorEmploymentMonths: smallint('prior_employment_months').notNull(),
    /** The round's funded places (docs/decisions/040); null: places are not counted. */
    totalPlaces: integer('total_places'),
    /** When the last funded place was taken, which ended the round before its last day. */
    endedEarlyAt: timestamp('ended_early_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('scheme_rounds_period_idx').on(t.applicationStart)],
);

/**
 * The places the office granted a company on one side (HongKong, GBA) of a round. Held and taken
 * places are not stored: they are the company's offers and hires in the round's jobs on that side.
 */
export const roundPlaces = pgTable(
  'round_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => schemeRounds.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    granted: integer('granted').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('round_places_grant_idx').on(t.roundId, t.companyId, t.side),
    // A company's grants, read when it is deleted (the cascade) and for its dashboard between rounds.
    index('round_places_company_idx').on(t.companyId),
    check('round_places_side_check', sql`${t.side} IN ('HongKong', 'GBA')`),
    check('round_places_granted_check', sql`${t.granted} >= 0`),
  ],
);

export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The round whose application period the job takes applications in. */
    roundId: uuid('round_id')
      .notNull()
      .references(() => schemeRounds.id),
    positionName: text('position_name').notNull(),
    jobFunction: text('job_function').notNull(),
    jobMode: text('job_mode').notNull(),
    /** Region (HongKong, GBA, 'HongKong & GBA') and the city code of the location filter. */
    location: text('location').notNull(),
    city: smallint('city').notNull(),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    salary: numeric('salary', { precision: 12, scale: 2, mode: 'number' }),
    currency: text('currency').notNull(),
    payFrequency: text('pay_frequency').notNull(),
    contractType: text('contract_type').notNull(),
    expiresOn: date('expires_on').notNull(),
    description: text('description').notNull(),
    requirements: text('requirements').notNull(),
    status: smallint('status').notNull().default(1),
    approvalStatus: smallint('approval_status').notNull().default(0),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The reason the admin gave with a rejection, shown to the company; cleared by an approval. */
    reviewReason: text('review_reason'),
    /** When candidates could first see it: the admin's approval. */
    postedAt: timestamp('posted_at', { withTimezone: true }),
    viewCount: integer('view_count').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Searchable text, lower-cased and folded to one Chinese script (fold_script, decision 012),
     * kept by the database; a trigram index serves keyword search.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`fold_script(lower(position_name || ' ' || description || ' ' || requirements || ' ' || immutable_array_to_string(skills, ' ')))`,
      ),
    /**
     * The position alone, lower-cased and folded likewise, for the company's own job search by
     * name (GET /v1/job/company-jobs keyword); a trigram index serves it.
     */
    positionSearch: text('position_search').notNull().generatedAlwaysAs(sql`fold_script(lower(position_name))`),
    /** The skills as matching compares them (skill_key(), docs/decisions/027), kept by the database. */
    skillKeys: text('skill_keys').array().notNull().generatedAlwaysAs(sql`skill_keys(skills)`),
    /**
     * Who the job is for, as matching reads it (docs/decisions/027): the education levels it asks
     * for (none: any) and the graduation years it suits (null: no bound).
     */
    educationLevels: text('education_levels').array().notNull().default(sql`'{}'::text[]`),
    graduationYearFrom: smallint('graduation_year_from'),
    graduationYearTo: smallint('graduation_year_to'),
    ...timestamps,
  },
  (t) => [
    index('jobs_company_idx').on(t.companyId, t.createdAt),
    index('jobs_round_idx').on(t.roundId),
    index('jobs_visible_posted_idx')
      .on(t.postedAt)
      .where(sql`approval_status = 1 AND status = 1 AND deleted_at IS NULL`),
    // Sorting by most viewed walks this instead of sorting every visible job.
    index('jobs_visible_views_idx')
      .on(t.viewCount.desc().nullsFirst(), t.postedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`approval_status = 1 AND status = 1 AND deleted_at IS NULL`),
    index('jobs_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('jobs_position_trgm_idx').using('gin', sql`${t.positionSearch} gin_trgm_ops`),
    // The admin's jobs list, newest first across every company (decision 022).
    index('jobs_created_idx').on(t.createdAt, t.id).where(sql`deleted_at IS NULL`),
    // A candidate's recommended jobs sharing a skill, when few jobs do (docs/decisions/027).
    index('jobs_skill_keys_idx')
      .using('gin', t.skillKeys)
      .where(sql`approval_status = 1 AND status = 1 AND deleted_at IS NULL`),
  ],
);

/** One draft job per company, kept while the form is being filled. */
export const jobDrafts = pgTable('job_drafts', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** A view counts once per viewer per day, so refreshing does not inflate it. */
export const jobViews = pgTable(
  'job_views',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    viewerKey: text('viewer_key').notNull(),
    day: date('day').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.viewerKey, t.day] })],
);

export const jobBookmarks = pgTable(
  'job_bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] })],
);

/**
 * A candidate's application to a job, one per candidate and job. `stage` is the hiring stage of
 * packages/shared/src/application-stages.ts: -1 when the candidate only opened the job, 0-9 once
 * applied. `previousStage` tells a declined offer (7 from 5) from a withdrawn application.
 */
export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * The job's company, kept on the row (a job never changes company) so that a company's
     * applicants are read newest first from one index, however many jobs it has.
     */
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    stage: smallint('stage').notNull().default(0),
    previousStage: smallint('previous_stage'),
    /** Contact details as the candidate gave them on the apply form. */
    contactEmail: text('contact_email'),
    contactPhonePrefix: text('contact_phone_prefix'),
    contactPhoneNumber: text('contact_phone_number'),
    pitch: text('pitch'),
    resumeMediaId: uuid('resume_media_id'),
    documentMediaIds: uuid('document_media_ids').array().notNull().default(sql`'{}'::uuid[]`),
    /** The candidate's confirmations about this company, given when applying (docs/decisions/026). */
    declaredNotRelated: boolean('declared_not_related').notNull().default(false),
    declaredNotRecentlyEmployed: boolean('declared_not_recently_employed').notNull().default(false),
    /** When the candidate applied (null while only viewed). */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('applications_job_candidate_key').on(t.jobId, t.candidateId),
    index('applications_candidate_idx').on(t.candidateId, t.stageChangedAt),
    index('applications_job_stage_idx').on(t.jobId, t.stage),
    // Read backwards for "newest stage change first" (ORDER BY stage_changed_at DESC, id DESC).
    index('applications_company_recent_idx').on(t.companyId, t.stageChangedAt, t.id),
    // The tab counts (stage and previous stage) come from this index alone.
    index('applications_company_stage_idx').on(t.companyId, t.stage, t.previousStage),
    // The admin's applications list, newest stage change first across every company (decision 022).
    index('applications_recent_idx').on(t.stageChangedAt, t.id),
  ],
);

/** Every move of an application: who, from, to, when (shown on the application). */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Null for moves the platform makes (a job closed, deleted or expired). */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    fromStage: smallint('from_stage'),
    toStage: smallint('to_stage').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * An accepted offer's internship (docs/decisions/041): one per hired application. The round, side
 * and monthly allowance are fixed when the offer is accepted; the length is the round's internship
 * months plus approved extensions. The end date is the start date plus the months, less a day.
 */
export const placements = pgTable(
  'placements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    roundId: uuid('round_id')
      .notNull()
      .references(() => schemeRounds.id, { onDelete: 'restrict' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    /** In the side's currency: HKD for Hong Kong, RMB for the GBA mainland. */
    monthlyAllowance: integer('monthly_allowance').notNull(),
    months: smallint('months').notNull(),
    /** Proposed by the company; agreed once the intern says so. */
    startDate: date('start_date'),
    datesAgreedAt: timestamp('dates_agreed_at', { withTimezone: true }),
    /** The last day worked, when the placement ended before its end date. */
    endedOn: date('ended_on'),
    endReason: text('end_reason'),
    endedBy: uuid('ended_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('placements_application_key').on(t.applicationId),
    index('placements_round_idx').on(t.roundId, t.createdAt),
    index('placements_company_idx').on(t.companyId, t.createdAt),
    index('placements_candidate_idx').on(t.candidateId, t.createdAt),
    check('placements_side_check', sql`${t.side} IN ('HongKong', 'GBA')`),
    check('placements_months_check', sql`${t.months} > 0`),
    check('placements_allowance_check', sql`${t.monthlyAllowance} >= 0`),
  ],
);

/** A company's request for more months of a placement, and the office's decision. */
export const placementExtensions = pgTable(
  'placement_extensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    placementId: uuid('placement_id')
      .notNull()
      .references(() => placements.id, { onDelete: 'cascade' }),
    months: smallint('months').notNull(),
    reason: text('reason').notNull(),
    /** pending, approved, refused, or withdrawn (by an early end). */
    status: text('status').notNull(),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('placement_extensions_placement_idx').on(t.placementId, t.createdAt),
    // At most one request waits for the office per placement.
    uniqueIndex('placement_extensions_pending_key').on(t.placementId).where(sql`status = 'pending'`),
    check('placement_extensions_status_check', sql`${t.status} IN ('pending', 'approved', 'refused', 'withdrawn')`),
    check('placement_extensions_months_check', sql`${t.months} > 0`),
  ],
);

/** An interview of an application (several rounds possible); cancelled ones are kept. */
export const interviews = pgTable(
  'interviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    place: text('place'),
    videoLink: text('video_link'),
    note: text('note'),
    /** Bumped at each reschedule: the SEQUENCE of the calendar file, so calendars update the event. */
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    ...timestamps,
  },
  (t) => [index('interviews_application_idx').on(t.applicationId), index('interviews_starts_idx').on(t.startsAt)],
);

/** What happened, for one reader: the text is made from the type and params in the reader's language. */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** positionName, companyName, candidateName (and an interview's time) as they were then. */
    params: jsonb('params').notNull(),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** Candidates a company keeps an eye on (SPEC: /v1/company/bookmark/favorite-candidates). */
export const candidateBookmarks = pgTable(
  'candidate_bookmarks',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.candidateId] })],
);

/**
 * A message between users (docs/decisions/015-messages.md). Written once, never edited. The
 * sender's copy is their sent box until they delete it (`sender_deleted_at`); each recipient's
 * copy is a message_recipients row. `thread_id` is the first message's id, shared by its replies.
 */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey(),
    /** Insertion order: a reply can share its message's timestamp, and a thread reads in order. */
    seq: serial('seq').notNull(),
    /** Null once the sender's account is gone: the recipients keep the message. */
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's address when it was sent, shown even if the account changes or goes. */
    senderEmail: text('sender_email').notNull(),
    threadId: uuid('thread_id').notNull(),
    replyToId: uuid('reply_to_id'),
    /** A forward: the message it carries, shown as its sender wrote it. */
    forwardedFromId: uuid('forwarded_from_id'),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    senderDeletedAt: timestamp('sender_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The sent box, newest first, from one index.
    index('messages_sender_idx').on(t.senderUserId, t.createdAt, t.id).where(sql`sender_deleted_at IS NULL`),
    index('messages_thread_idx').on(t.threadId, t.seq),
  ],
);

/** One row per recipient of a message: their inbox copy, read and deleted on their own. */
export const messageRecipients = pgTable(
  'message_recipients',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address it was sent to, as the sender chose it. */
    email: text('email').notNull(),
    position: smallint('position').notNull(),
    /** The message's time, kept on the row so that an inbox is read newest first from one index. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.recipientUserId] }),
    index('message_recipients_inbox_idx')
      .on(t.recipientUserId, t.createdAt, t.messageId)
      .where(sql`deleted_at IS NULL`),
    // The unread count reads this small index alone.
    index('message_recipients_unread_idx').on(t.recipientUserId).where(sql`deleted_at IS NULL AND read_at IS NULL`),
  ],
);

/** Documents sent with a message: the sender's own uploads, which then stay (no delete). */
export const messageDocuments = pgTable(
  'message_documents',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.mediaId] }), index('message_documents_media_idx').on(t.mediaId)],
);

/**
 * A message the scheme office sent to a group chosen with a list's filters (docs/decisions/049):
 * the list and filters as sent, the text in each language written, and when every recipient had
 * their copy. Each recipient's copy is an ordinary message of their own (one recipient each, so
 * no one sees another's address).
 */
export const groupMessages = pgTable(
  'group_messages',
  {
    id: uuid('id').primaryKey(),
    senderUserId: uuid('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** `{ list, filters }` as the list reads them (group-message-schemas.ts). */
    audience: jsonb('audience').notNull(),
    /** `{ en?, zh?, cn? }`, each `{ subject, description }` with its placeholders unfilled. */
    texts: jsonb('texts').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('group_messages_created_idx').on(t.createdAt, t.id)],
);

/**
 * The people of a group, chosen when it was sent: a row is delivered once, in the transaction
 * that stores the recipient's copy, so a delivery cut short and begun again skips who has theirs.
 */
export const groupMessageRecipients = pgTable(
  'group_message_recipients',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => groupMessages.id, { onDelete: 'cascade' }),
    recipientUserId: uuid('recipient_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The recipient's copy, once delivered. */
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.recipientUserId] }),
    index('group_message_recipients_pending_idx').on(t.groupId).where(sql`delivered_at IS NULL`),
  ],
);

/**
 * The office's templates (docs/decisions/050): a message or a decision's reason, in the languages
 * it is written in (`{ en?, zh?, cn? }`, each `{ subject?, description }`), shared by every officer.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    texts: jsonb('texts').notNull(),
    updatedByUserId: uuid('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [index('message_templates_kind_idx').on(t.kind, t.name)],
);

/**
 * The office's internal notes (docs/decisions/052) about a candidate, a company, a job or an
 * application (`subject_type`, and the record's id); read and written by officers only.
 */
export const internalNotes = pgTable(
  'internal_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('internal_notes_subject_idx').on(t.subjectType, t.subjectId, t.createdAt)],
);

/**
 * Who in the office takes an item of one of its queues (docs/decisions/056-queue-assignments.md):
 * at most one colleague per item, kept while the item waits and after, so that its history says
 * who took it. `subject_type` is an AssignmentSubject (a candidate's eligibility check, a company
 * or a job to approve, a review to publish, a help request to answer).
 */
/**
 * What an institution confirmed of its student (docs/decisions/061): each check yes, no or not yet
 * (null), for the institution named, which counts only while the profile names it too. History is
 * the audit log's 'candidate.institution-confirmed' rows.
 */
export const institutionConfirmations = pgTable(
  'institution_confirmations',
  {
    candidateId: uuid('candidate_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    institution: text('institution').notNull(),
    fullTimeStudent: boolean('full_time_student'),
    fintechProgramme: boolean('fintech_programme'),
    enrolled: boolean('enrolled'),
    graduation: boolean('graduation'),
    note: text('note'),
    confirmedBy: uuid('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('institution_confirmations_institution_idx').on(t.institution)],
);

export const queueAssignments = pgTable(
  'queue_assignments',
  {
    subjectType: text('subject_type').notNull(),
    subjectId: uuid('subject_id').notNull(),
    assigneeUserId: uuid('assignee_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.subjectType, t.subjectId] }),
    index('queue_assignments_assignee_idx').on(t.assigneeUserId, t.subjectType),
  ],
);

/**
 * A candidate's review of a company (docs/decisions/017-company-reviews.md), one per candidate and
 * company. `status` is ReviewStatus: 0 waiting for the scheme office, 1 published, 2 rejected (with
 * the reason). An edit sends it back to 0. `topic_ratings` maps the rated topics to 1-5;
 * `attributes` holds codes of REVIEW_ATTRIBUTES. `reply` is the company's one public reply.
 */
export const companyReviews = pgTable(
  'company_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    rating: smallint('rating').notNull(),
    topicRatings: jsonb('topic_ratings').$type<Record<string, number>>().notNull(),
    jobTitle: text('job_title').notNull(),
    likes: text('likes').notNull(),
    dislikes: text('dislikes').notNull(),
    attributes: text('attributes').array().notNull().default(sql`'{}'::text[]`),
    status: smallint('status').notNull().default(0),
    rejectReason: text('reject_reason'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('company_reviews_company_author_key').on(t.companyId, t.authorId),
    // A company's published reviews, newest first; the rating recount reads the same rows.
    index('company_reviews_company_status_idx').on(t.companyId, t.status, t.publishedAt),
    index('company_reviews_author_idx').on(t.authorId, t.createdAt),
    // The moderation queue by state, oldest first.
    index('company_reviews_status_idx').on(t.status, t.updatedAt),
  ],
);

/**
 * A report of a review to the scheme office. Open until the office decides (`resolved_at`):
 * 'kept' (the review stays published) or 'removed' (it was rejected). One open report per person
 * and review.
 */
export const reviewReports = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => companyReviews.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('review_reports_open_key').on(t.reviewId, t.reporterId).where(sql`resolved_at IS NULL`),
    index('review_reports_open_idx').on(t.reviewId).where(sql`resolved_at IS NULL`),
  ],
);

/**
 * A request sent on the need-help page (docs/decisions/019-need-help.md), by a visitor or a
 * signed-in user, and the scheme office's answer kept with it. Its one optional file is stored
 * under `file_storage_key` (private, read by the admin only); it is not a media row, which
 * belongs to an account, and a visitor has none.
 */
export const helpRequests = pgTable(
  'help_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: several requests can share one timestamp. */
    seq: serial('seq').notNull(),
    /** The account it was sent from, when signed in; null for a visitor or once the account is gone. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** HelpRequesterRole: who they say they are. */
    role: smallint('role').notNull(),
    /** HelpTopic. */
    topic: smallint('topic').notNull(),
    message: text('message').notNull(),
    /** The language of the page it was sent from: the answer's email is written in it. */
    language: text('language').notNull(),
    fileStorageKey: text('file_storage_key').unique(),
    fileName: text('file_name'),
    fileMimeType: text('file_mime_type'),
    fileSizeBytes: bigint('file_size_bytes', { mode: 'number' }),
    /** HelpRequestStatus: 1 open, 2 answered. */
    status: smallint('status').notNull().default(1),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: uuid('answered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // The admin's open list, oldest first, and the answered list, newest answer first.
    index('help_requests_status_idx').on(t.status, t.createdAt, t.seq),
    index('help_requests_answered_idx').on(t.answeredAt).where(sql`status = 2`),
  ],
);

/**
 * A job the scheme office recommends to a candidate, which is also that candidate recommended to
 * the job's company (SPEC sections 6 and 7; docs/decisions/027). Withdrawing keeps the row
 * (`withdrawn_at`), so the portal can count how recommendations turned into applications and
 * hires; one live recommendation per pair.
 */
export const officeRecommendations = pgTable(
  'office_recommendations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recommendedBy: uuid('recommended_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: uuid('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('office_recommendations_live_key').on(t.jobId, t.candidateId).where(sql`withdrawn_at IS NULL`),
    index('office_recommendations_candidate_idx').on(t.candidateId, t.createdAt),
  ],
);

/**
 * A recommended job the candidate said they are not interested in: it is not recommended to them
 * again, by the system or the office (docs/decisions/027).
 */
export const recommendationDismissals = pgTable(
  'recommendation_dismissals',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.jobId] })],
);

/**
 * What a candidate said they want (docs/decisions/027): job functions and modes. Matching counts
 * them with the functions and modes of the jobs the candidate applied to and saved.
 */
export const candidateJobPreferences = pgTable('candidate_job_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  jobFunctions: text('job_functions').array().notNull().default(sql`'{}'::text[]`),
  jobModes: text('job_modes').array().notNull().default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A company's invitation to a candidate recommended for one of its jobs (docs/decisions/027): the
 * message it sent. One per job and candidate; from then on the company may write to the candidate
 * as to an applicant (policies/messages.ts).
 */
export const recommendationInvitations = pgTable(
  'recommendation_invitations',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => messages.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.candidateId] }),
    index('recommendation_invitations_candidate_idx').on(t.candidateId),
  ],
);

/**
 * Each owner's recommendation list as the scorer last ranked it (docs/decisions/029): the jobs
 * for a candidate or the candidates for a job (`owner_kind`, RecommendationListKind in
 * modules/matching/recommendation-lists.ts), their ids best first and each one's match row.
 * The database's triggers (migration 0028) mark a list forgotten (`ids` null, `version` raised)
 * when its owner's own facts change, and raise the other side's stamp in
 * recommendation_generations when anything on that side changes; a reader stores a list only
 * while the version it saw still holds.
 */
export const recommendationLists = pgTable(
  'recommendation_lists',
  {
    ownerKind: smallint('owner_kind').notNull(),
    ownerId: uuid('owner_id').notNull(),
    /** Null: never computed, or forgotten since. */
    ids: uuid('ids').array(),
    /** One match row per id, in the same order (MatchRow and whether the office picked it). */
    matches: jsonb('matches'),
    /** recommendation_generations.counter when the list was read for computing. */
    generation: bigint('generation', { mode: 'number' }),
    computedAt: timestamp('computed_at', { withTimezone: true }),
    /** Raised by every change of the owner's own facts: a store only lands on the version it read. */
    version: integer('version').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerKind, t.ownerId] })],
);

/**
 * One row: a counter raised once per committing transaction that changes what recommendations are
 * computed from, and the counter's value at the last change of each side (docs/decisions/029).
 * One row, not one per side: its row lock orders the counter by commit.
 */
export const recommendationGenerations = pgTable('recommendation_generations', {
  id: smallint('id').primaryKey().default(1),
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  jobsChanged: bigint('jobs_changed', { mode: 'number' }).notNull().default(0),
  candidatesChanged: bigint('candidates_changed', { mode: 'number' }).notNull().default(0),
});

/**
 * The office's saved views of its lists (docs/decisions/057): a name, the list, and its query (the
 * filters and the sort as the list's address writes them, checked by the list's own schema), shared
 * by every officer. A view may be emailed each week as a CSV file (`schedule_weekday`, ISO 1 Monday
 * to 7 Sunday, and `schedule_hour`, Hong Kong time, both set or both null) to saved_view_recipients;
 * `last_sent_week` is the Monday of the last week it was sent, claimed by a conditional update in
 * the transaction that queues the emails, so no week is sent twice.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    list: text('list').notNull(),
    name: text('name').notNull(),
    query: jsonb('query').$type<Record<string, string>>().notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    scheduleWeekday: smallint('schedule_weekday'),
    scheduleHour: smallint('schedule_hour'),
    lastSentWeek: date('last_sent_week'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('saved_views_list_name_key').on(t.list, sql`lower(${t.name})`),
    check(
      'saved_views_schedule_check',
      sql`(${t.scheduleWeekday} IS NULL) = (${t.scheduleHour} IS NULL)
        AND (${t.scheduleWeekday} IS NULL OR ${t.scheduleWeekday} BETWEEN 1 AND 7)
        AND (${t.scheduleHour} IS NULL OR ${t.scheduleHour} BETWEEN 0 AND 23)`,
    ),
  ],
);

/** The colleagues a saved view's weekly export goes to (docs/decisions/057). */
export const savedViewRecipients = pgTable(
  'saved_view_recipients',
  {
    viewId: uuid('view_id')
      .notNull()
      .references(() => savedViews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.viewId, t.userId] }), index('saved_view_recipients_user_idx').on(t.userId)],
);
