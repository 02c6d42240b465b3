// What an audit entry says, in the reader's words (docs/decisions/035): the audit log, its CSV and
// the records' histories store codes (job.status_changed_by_admin), ids and JSON ({"to":3,"from":1});
// the office reads the action's name, the record's name with a link to its page, and each detail
// labelled, with the records named in the details looked up by audit-records.ts.
import type { AuditDetail, AuditRecord, AuditWords } from '@fis/shared/audit-words-schemas';
import type { Language } from '@fis/shared/enums';
import { formatCount } from '@fis/shared/limits';
import type { Executor } from '../../db/database.js';
import { t } from '../../lib/catalogs.js';
import { type AuditFacts, isId, namedRecords, RECORD_TABLE } from './audit-records.js';

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
    recipients: count,
    reportsClosed: count,
    email: text,
    name: text,
    language: named('common:language'),
    marketingConsent: yesNo,
    wasPublished: yesNo,
    list: (value) => t(lang, `adminLists:${String(value)}.title`),
    // The rules ticked against the scans (decision 055); none ticked says so rather than nothing.
    checkedRules: (value) =>
      Array.isArray(value)
        ? value.length === 0
          ? t(lang, 'adminAccounts:audit.none')
          : value.map(named('eligibilityRules:rules')).join(t(lang, 'adminAccounts:audit.listSeparator'))
        : null,
    inPage: yesNo,
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
  recipients: 'recipients',
  reportsClosed: 'reportsClosed',
  email: 'email',
  name: 'name',
  language: 'language',
  marketingConsent: 'marketingConsent',
  wasPublished: 'wasPublished',
  list: 'list',
  reason: 'reason',
  checkedRules: 'checkedRules',
  inPage: 'inPage',
};

/** The records a detail names: which key, under which label. */
const DETAIL_RECORD: Record<string, { label: string; table: string }> = {
  companyId: { label: 'company', table: 'company' },
  jobId: { label: 'job', table: 'job' },
  candidateId: { label: 'candidate', table: 'user' },
  ownerUserId: { label: 'owner', table: 'user' },
  assigneeUserId: { label: 'assignee', table: 'user' },
  fromUserId: { label: 'previousAssignee', table: 'user' },
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
  const found = await namedRecords(db, lang, entries);
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
