// What an audit entry says, in the reader's words (docs/decisions/035): the audit log, its CSV and
// the records' histories store codes (job.status_changed_by_admin), ids and JSON ({"to":3,"from":1});
// the office reads the action's name, the record's name with a link to its page, and each detail
// labelled, with the records named in the details looked up in one query per kind.
import type { AuditDetail, AuditRecord, AuditWords } from '@fis/shared/audit-words-schemas';
import { companyNameIn } from '@fis/shared/company-name';
import { type Language, Role } from '@fis/shared/enums';
import { formatCount } from '@fis/shared/limits';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { t } from '../../lib/catalogs.js';
import { readerScript } from '../../lib/chinese-script.js';

/** What the words are made from: the stored entry. */
export interface AuditFacts {
  action: string;
  entity_type: string;
  entity_id: string;
  details: Record<string, unknown> | null;
}

/** A catalog key holds no dots of its own: `job.status_changed` is `job_status_changed`. */
const codeKey = (code: string) => code.replace(/\./g, '_');

/** An action's name; a code the catalog does not know reads as itself, never as nothing. */
export function auditActionName(lang: Language, action: string): string {
  const key = `adminAccounts:audit.actions.${codeKey(action)}`;
  const named = t(lang, key);
  return named === key ? action : named;
}

export function auditRecordTypeName(lang: Language, entityType: string): string {
  const key = `adminAccounts:audit.recordTypes.${entityType}`;
  const named = t(lang, key);
  return named === key ? entityType : named;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** The records an entry's entity and details point at, found by kind. */
interface Wanted {
  users: Set<string>;
  companies: Set<string>;
  jobs: Set<string>;
  media: Set<string>;
  reviews: Set<string>;
  helpRequests: Set<string>;
}

function wantedBy(entries: AuditFacts[]): Wanted {
  const wanted: Wanted = {
    users: new Set(),
    companies: new Set(),
    jobs: new Set(),
    media: new Set(),
    reviews: new Set(),
    helpRequests: new Set(),
  };
  const byType: Record<string, Set<string>> = {
    user: wanted.users,
    candidate_profile: wanted.users,
    company: wanted.companies,
    job: wanted.jobs,
    media: wanted.media,
    review: wanted.reviews,
    help_request: wanted.helpRequests,
  };
  for (const entry of entries) {
    if (isId(entry.entity_id)) byType[entry.entity_type]?.add(entry.entity_id);
    const d = entry.details ?? {};
    if (isId(d.companyId)) wanted.companies.add(d.companyId);
    if (isId(d.jobId)) wanted.jobs.add(d.jobId);
    if (isId(d.candidateId)) wanted.users.add(d.candidateId);
    if (isId(d.ownerUserId)) wanted.users.add(d.ownerUserId);
  }
  return wanted;
}

const idArray = (ids: Set<string>) => sql`${`{${[...ids].join(',')}}`}::uuid[]`;

/** Every record the entries name, as AuditRecords keyed by `<table>:<id>`, names in the reader's script. */
async function namedRecords(db: Executor, lang: Language, wanted: Wanted): Promise<Map<string, AuditRecord>> {
  const found = new Map<string, AuditRecord>();
  const script = await readerScript(lang);
  const inScript = (text: string) => script.convert(text) ?? text;
  const company = (row: { name: string; name_zh: string | null }) =>
    inScript(companyNameIn({ name: row.name, nameZh: row.name_zh }, lang));
  const query = async <T>(ids: Set<string>, statement: () => ReturnType<typeof sql>) =>
    ids.size === 0 ? [] : rowsOf<T>(await db.execute(statement()));
  const media = await query<{ id: string; owner_user_id: string }>(
    wanted.media,
    () => sql`SELECT id, owner_user_id FROM media WHERE id = ANY(${idArray(wanted.media)})`,
  );
  for (const row of media) wanted.users.add(row.owner_user_id);
  const helpRequests = await query<{ id: string; name: string }>(
    wanted.helpRequests,
    () => sql`SELECT id, name FROM help_requests WHERE id = ANY(${idArray(wanted.helpRequests)})`,
  );
  const reviews = await query<{ id: string; name: string; name_zh: string | null }>(
    wanted.reviews,
    () => sql`SELECT r.id, coalesce(c.display_name, c.name_en, c.company_name) AS name, c.name_zh
      FROM company_reviews r JOIN companies c ON c.id = r.company_id WHERE r.id = ANY(${idArray(wanted.reviews)})`,
  );
  const [users, companies, jobs] = await Promise.all([
    query<{
      id: string;
      role: number;
      email: string;
      english_name: string | null;
      company_id: string | null;
      name: string | null;
      name_zh: string | null;
    }>(
      wanted.users,
      () => sql`SELECT u.id, u.role, u.email, p.english_name, c.id AS company_id,
          coalesce(c.display_name, c.name_en, c.company_name) AS name, c.name_zh
        FROM users u LEFT JOIN candidate_profiles p ON p.user_id = u.id LEFT JOIN companies c ON c.user_id = u.id
        WHERE u.id = ANY(${idArray(wanted.users)})`,
    ),
    query<{ id: string; name: string; name_zh: string | null }>(
      wanted.companies,
      () => sql`SELECT c.id, coalesce(c.display_name, c.name_en, c.company_name) AS name, c.name_zh
        FROM companies c WHERE c.id = ANY(${idArray(wanted.companies)})`,
    ),
    query<{ id: string; position_name: string }>(
      wanted.jobs,
      () => sql`SELECT id, position_name FROM jobs WHERE id = ANY(${idArray(wanted.jobs)})`,
    ),
  ]);
  for (const u of users) {
    const record: AuditRecord =
      Number(u.role) === Role.CANDIDATE
        ? { kind: 'candidate', id: u.id, name: u.english_name ?? u.email }
        : Number(u.role) === Role.COMPANY && u.company_id && u.name
          ? { kind: 'company', id: u.company_id, name: company({ name: u.name, name_zh: u.name_zh }) }
          : { kind: 'account', id: u.id, name: u.email };
    found.set(`user:${u.id}`, record);
  }
  for (const c of companies) found.set(`company:${c.id}`, { kind: 'company', id: c.id, name: company(c) });
  for (const j of jobs) found.set(`job:${j.id}`, { kind: 'job', id: j.id, name: inScript(j.position_name) });
  for (const m of media) {
    const owner = found.get(`user:${m.owner_user_id}`);
    if (owner) found.set(`media:${m.id}`, owner);
  }
  for (const h of helpRequests) found.set(`help_request:${h.id}`, { kind: 'helpRequest', id: h.id, name: h.name });
  for (const r of reviews) found.set(`review:${r.id}`, { kind: 'review', id: r.id, name: company(r) });
  return found;
}

/** The table an entity type's id lives in, as namedRecords keys it. */
const RECORD_TABLE: Record<string, string> = {
  user: 'user',
  candidate_profile: 'user',
  company: 'company',
  job: 'job',
  media: 'media',
  review: 'review',
  help_request: 'help_request',
};

type Describe = (value: unknown) => string | null;
type Describers = Record<string, Describe> & { fromTo: Describe };

function describers(lang: Language, action: string): Describers {
  const named = (prefix: string) => (value: unknown) => {
    const key = `${prefix}.${String(value)}`;
    const text = t(lang, key);
    return text === key ? String(value) : text;
  };
  const change = (name: (value: unknown) => string) => (value: unknown) => {
    const { from, to } = (value ?? {}) as { from?: unknown; to?: unknown };
    return t(lang, 'adminAccounts:audit.change', { from: name(from), to: name(to) });
  };
  const yesNo = (value: unknown) => t(lang, `adminAccounts:audit.${value ? 'yes' : 'no'}`);
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const count = (value: unknown) => (typeof value === 'number' ? formatCount(value) : null);
  const jobStatus = named('common:options.jobStatus');
  return {
    reason: text,
    status: change(jobStatus),
    approval: change(named('adminAccounts:approval')),
    fields: (value) =>
      Array.isArray(value)
        ? value.map(named('adminAccounts:audit.fields')).join(t(lang, 'adminAccounts:audit.listSeparator'))
        : null,
    role: named('common:roles'),
    viewerRole: named('common:roles'),
    document: named('adminAccounts:audit.purposes'),
    rowCount: count,
    reportsClosed: count,
    email: text,
    language: named('common:language'),
    marketingConsent: yesNo,
    wasPublished: yesNo,
    list: (value) => t(lang, `adminLists:${String(value)}.title`),
    // A stage of a job's status or of a candidate's eligibility: which, the action says.
    fromTo: action.startsWith('candidate.eligibility') ? change(named('eligibility:badge')) : change(jobStatus),
  };
}

/**
 * The details stored under each key, as the label they are shown under. Keys not listed (ids of
 * entries and files, a CSV's format and filters) say nothing an office reader can use.
 */
const DETAIL_LABEL: Record<string, string> = {
  status: 'status',
  approvalStatus: 'approval',
  fields: 'fields',
  role: 'role',
  viewerRole: 'viewerRole',
  purpose: 'document',
  rowCount: 'rowCount',
  reportsClosed: 'reportsClosed',
  email: 'email',
  language: 'language',
  marketingConsent: 'marketingConsent',
  wasPublished: 'wasPublished',
  list: 'list',
  reason: 'reason',
};

/** The records a detail names: which key, under which label. */
const DETAIL_RECORD: Record<string, { label: string; table: string }> = {
  companyId: { label: 'company', table: 'company' },
  jobId: { label: 'job', table: 'job' },
  candidateId: { label: 'candidate', table: 'user' },
  ownerUserId: { label: 'owner', table: 'user' },
};

const DETAIL_ORDER = [...Object.keys(DETAIL_RECORD), ...Object.keys(DETAIL_LABEL)];

function detailsOf(lang: Language, entry: AuditFacts, found: Map<string, AuditRecord>): AuditDetail[] {
  const details = entry.details ?? {};
  const describe = describers(lang, entry.action);
  const label = (name: string) => t(lang, `adminAccounts:audit.detail.${name}`);
  const out: AuditDetail[] = [];
  if ('from' in details || 'to' in details) {
    const value = describe.fromTo({ from: details.from, to: details.to });
    const kind = entry.action.startsWith('candidate.eligibility') ? 'eligibility' : 'status';
    if (value) out.push({ label: label(kind), value });
  }
  // In the tables' order, not the stored one (jsonb orders keys by their length).
  for (const key of DETAIL_ORDER) {
    if (!(key in details)) continue;
    const value = details[key];
    const asRecord = DETAIL_RECORD[key];
    if (asRecord && isId(value)) {
      const record = found.get(`${asRecord.table}:${value}`);
      out.push(
        record
          ? { label: label(asRecord.label), value: record.name, record }
          : { label: label(asRecord.label), value: t(lang, 'adminAccounts:audit.gone') },
      );
      continue;
    }
    const name = DETAIL_LABEL[key];
    const text = name ? describe[name]?.(value) : null;
    if (name && text) out.push({ label: label(name), value: text });
  }
  return out;
}

/** The entries in words, in their order. */
export async function auditWords(db: Executor, lang: Language, entries: AuditFacts[]): Promise<AuditWords[]> {
  const found = await namedRecords(db, lang, wantedBy(entries));
  return entries.map((entry) => {
    const table = RECORD_TABLE[entry.entity_type];
    return {
      actionName: auditActionName(lang, entry.action),
      recordType: auditRecordTypeName(lang, entry.entity_type),
      record: (table && found.get(`${table}:${entry.entity_id}`)) || null,
      details: detailsOf(lang, entry, found),
    };
  });
}

/** The words of an entry on one line, for the CSV. */
export function detailsLine(lang: Language, words: AuditWords): string {
  const separator = t(lang, 'common:labelSeparator');
  return words.details.map((d) => `${d.label}${separator}${d.value}`).join('; ');
}
