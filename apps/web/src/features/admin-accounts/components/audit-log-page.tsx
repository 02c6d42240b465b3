// /admin-portal/audit-log: who did what to which record, when (Hong Kong time), newest first.
// Filters (actor's email, action, record type and id, a range of Hong Kong dates) live in the
// address, so a record page can link to its own trail; the CSV holds every filtered row.
import { type AuditEntry, type AuditLogFilterInput, auditLogFiltersSchema } from '@fis/shared/admin-account-schemas';
import type { NamedCode } from '@fis/shared/audit-words-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuditDetails, AuditRecordLink } from '../../../components/ui/audit-words';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { ContentSection } from '../../../components/ui/content-section';
import { DataTable } from '../../../components/ui/data-table';
import { EmptyState, LoadError } from '../../../components/ui/list-states';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { useDates } from '../../../lib/dates';
import { useErrorText, useFieldErrorText } from '../../../lib/form-errors';
import { readPage, useLatestSearchParams, useUrlParams } from '../../../lib/url-params';
import { downloadAuditLog, useAuditLog } from '../api/audit-log';

const FILTERS = ['actor', 'action', 'entityType', 'entityId', 'from', 'to'] as const;
const TAKE = 25;

/** The view's filters, page and size in the address, read alike by the page and its route's loader. */
export function readAuditLogQuery(params: URLSearchParams) {
  const filters: AuditLogFilterInput = Object.fromEntries(
    FILTERS.map((key) => [key, params.get(key) ?? '']).filter(([, value]) => value !== ''),
  );
  return { filters, page: readPage(params), take: TAKE };
}

export function AuditLogPage() {
  const { t } = useTranslation('adminAccounts');
  const errorText = useErrorText();
  const { params, setParam } = useUrlParams();
  const [, setSearchParams] = useLatestSearchParams();
  const { filters, page, take } = readAuditLogQuery(params);
  const query = useAuditLog(filters, page, take);
  const [downloadError, setDownloadError] = useState<unknown>(null);

  const download = async () => {
    setDownloadError(null);
    try {
      await downloadAuditLog(filters);
    } catch (err) {
      setDownloadError(err);
    }
  };

  return (
    <Stack maw={1200} gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} size="h2">
          {t('audit.title')}
        </Title>
        <Button variant="light" onClick={download}>
          {t('audit.exportCsv')}
        </Button>
      </Group>
      <Text c="dimmed">{t('audit.intro')}</Text>
      {downloadError ? (
        <Alert color="red" role="alert" variant="light">
          {errorText(downloadError)}
        </Alert>
      ) : null}
      <FilterForm
        filters={filters}
        actions={query.data?.actions ?? []}
        entityTypes={query.data?.entityTypes ?? []}
        onApply={(values) => {
          // Every filter at once, back to the first page.
          const next = new URLSearchParams();
          for (const key of FILTERS) {
            const value = values[key]?.trim();
            if (value) next.set(key, value);
          }
          setSearchParams(next);
        }}
      />
      {query.isPending ? (
        <Skeleton height={240} />
      ) : query.isError ? (
        <LoadError message={errorText(query.error)} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={t('audit.empty')} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('audit.total', { count: query.data.total })}
          </Text>
          <Entries entries={query.data.items} />
          <Pager
            total={query.data.total}
            take={query.data.take}
            page={page}
            onChange={(next) => setParam('page', String(next))}
          />
        </Stack>
      )}
    </Stack>
  );
}

type FilterValues = Record<(typeof FILTERS)[number], string>;

function FilterForm({
  filters,
  actions,
  entityTypes,
  onApply,
}: {
  filters: AuditLogFilterInput;
  actions: NamedCode[];
  entityTypes: NamedCode[];
  onApply: (values: FilterValues) => void;
}) {
  const { t } = useTranslation('adminAccounts');
  const fieldError = useFieldErrorText();
  const current = Object.fromEntries(FILTERS.map((key) => [key, filters[key] ?? ''])) as FilterValues;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<FilterValues>({
    // biome-ignore lint/suspicious/noExplicitAny: the form holds the schema's input as text, blanks as ''
    resolver: zodResolver(auditLogFiltersSchema as any) as any,
    mode: 'onTouched',
    defaultValues: current,
  });
  const key = FILTERS.map((name) => current[name]).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form follows the address when it changes
  useEffect(() => reset(current), [key]);
  // A code given in the address that the log does not hold stays choosable, as itself.
  const choices = (codes: NamedCode[], selected: string) => [
    { value: '', label: t('audit.any') },
    ...codes,
    ...(selected && !codes.some((code) => code.value === selected) ? [{ value: selected, label: selected }] : []),
  ];
  return (
    <ContentSection title={t('audit.filters')}>
      <form onSubmit={handleSubmit((values) => onApply(values))} noValidate>
        <Stack gap="sm">
          <ColumnsGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
            <TextInput {...register('actor')} label={t('audit.actor')} error={fieldError(errors.actor)} />
            <NativeSelect
              {...register('action')}
              label={t('audit.action')}
              data={choices(actions, current.action)}
              error={fieldError(errors.action)}
            />
            <NativeSelect
              {...register('entityType')}
              label={t('audit.entityType')}
              data={choices(entityTypes, current.entityType)}
              error={fieldError(errors.entityType)}
            />
            <TextInput {...register('entityId')} label={t('audit.entityId')} error={fieldError(errors.entityId)} />
            <TextInput {...register('from')} type="date" label={t('audit.from')} error={fieldError(errors.from)} />
            <TextInput {...register('to')} type="date" label={t('audit.to')} error={fieldError(errors.to)} />
          </ColumnsGrid>
          <Group gap="sm">
            <Button type="submit">{t('audit.apply')}</Button>
            <Button
              variant="default"
              onClick={() => onApply(Object.fromEntries(FILTERS.map((name) => [name, ''])) as FilterValues)}
            >
              {t('audit.clear')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ContentSection>
  );
}

function Entries({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('adminAccounts');
  const dates = useDates();
  return (
    <DataTable
      rows={entries}
      rowKey={(entry) => entry.id}
      minWidth={860}
      columns={[
        { key: 'time', header: t('audit.time'), cell: (entry) => dates.dateTime(entry.createdAt) },
        {
          key: 'actor',
          header: t('audit.actor'),
          cell: (entry) => (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.actorEmail ?? t('audit.system')}
            </Text>
          ),
        },
        { key: 'action', header: t('audit.action'), cell: (entry) => entry.actionName },
        {
          key: 'entity',
          header: t('audit.entity'),
          cell: (entry) => (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {entry.recordType}
              {entry.record ? (
                <>
                  {t('common:labelSeparator')}
                  <AuditRecordLink record={entry.record} />
                </>
              ) : null}
            </Text>
          ),
        },
        { key: 'details', header: t('audit.details'), cell: (entry) => <AuditDetails details={entry.details} /> },
      ]}
    />
  );
}
