// The database schema. Migrations in apps/api/migrations are generated from this file with
// `npm run db:generate` and committed; the same SQL runs on PGlite and PostgreSQL 15.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

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
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

export const candidateProfiles = pgTable('candidate_profiles', {
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
  ...timestamps,
});

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
    ...timestamps,
  },
  (t) => [index('companies_approval_status_idx').on(t.approvalStatus, t.createdAt)],
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
  },
  (t) => [index('email_tokens_user_idx').on(t.userId, t.purpose, t.createdAt)],
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
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('email_outbox_to_idx').on(t.toAddress, t.seq)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt)],
);
