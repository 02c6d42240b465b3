// The records an audit entry names, for its words (audit-words.ts): the entry's own record and
// those its details point at, their names looked up in one query per kind, in the reader's script.

import type { AuditRecord } from '@fis/shared/audit-words-schemas';
import { companyNameIn } from '@fis/shared/company-name';
import { type Language, Role } from '@fis/shared/enums';
import { type GroupMessageTexts, textFor } from '@fis/shared/group-message-schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { rowsOf } from '../../db/sql-helpers.js';
import { readerScript } from '../../lib/chinese-script.js';

/** An audit entry as stored: what its words, and the records it names, are made from. */
export interface AuditFacts {
  action: string;
  entity_type: string;
  entity_id: string;
  details: Record<string, unknown> | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isId = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** The records an entry's entity and details point at, found by kind. */
interface Wanted {
  users: Set<string>;
  companies: Set<string>;
  jobs: Set<string>;
  media: Set<string>;
  reviews: Set<string>;
  helpRequests: Set<string>;
  groupMessages: Set<string>;
}

function wantedBy(entries: AuditFacts[]): Wanted {
  const wanted: Wanted = {
    users: new Set(),
    companies: new Set(),
    jobs: new Set(),
    media: new Set(),
    reviews: new Set(),
    helpRequests: new Set(),
    groupMessages: new Set(),
  };
  const byType: Record<string, Set<string>> = {
    user: wanted.users,
    candidate_profile: wanted.users,
    company: wanted.companies,
    job: wanted.jobs,
    media: wanted.media,
    review: wanted.reviews,
    help_request: wanted.helpRequests,
    group_message: wanted.groupMessages,
  };
  for (const entry of entries) {
    if (isId(entry.entity_id)) byType[entry.entity_type]?.add(entry.entity_id);
    const d = entry.details ?? {};
    if (isId(d.companyId)) wanted.companies.add(d.companyId);
    if (isId(d.jobId)) wanted.jobs.add(d.jobId);
    if (isId(d.candidateId)) wanted.users.add(d.candidateId);
    if (isId(d.ownerUserId)) wanted.users.add(d.ownerUserId);
    if (isId(d.assigneeUserId)) wanted.users.add(d.assigneeUserId);
    if (isId(d.fromUserId)) wanted.users.add(d.fromUserId);
  }
  return wanted;
}

const idArray = (ids: Set<string>) => sql`${`{${[...ids].join(',')}}`}::uuid[]`;

/** Every record the entries name, as AuditRecords keyed by `<table>:<id>`, names in the reader's script. */
export async function namedRecords(
  db: Executor,
  lang: Language,
  entries: AuditFacts[],
): Promise<Map<string, AuditRecord>> {
  const wanted = wantedBy(entries);
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
  // A group message by its subject as a reader of this language received it (decision 049).
  const groupMessages = await query<{ id: string; texts: GroupMessageTexts }>(
    wanted.groupMessages,
    () => sql`SELECT id, texts FROM group_messages WHERE id = ANY(${idArray(wanted.groupMessages)})`,
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
  for (const g of groupMessages) {
    found.set(`group_message:${g.id}`, { kind: 'groupMessage', id: g.id, name: textFor(g.texts, lang).subject });
  }
  for (const r of reviews) found.set(`review:${r.id}`, { kind: 'review', id: r.id, name: company(r) });
  return found;
}

/** The table an entity type's id lives in, as namedRecords keys it. */
export const RECORD_TABLE: Record<string, string> = {
  user: 'user',
  candidate_profile: 'user',
  company: 'company',
  job: 'job',
  media: 'media',
  review: 'review',
  help_request: 'help_request',
  group_message: 'group_message',
};
