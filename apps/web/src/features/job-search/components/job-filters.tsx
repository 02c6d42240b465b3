// The job list's filters: job type, location (city code), job mode, job function, posted within
// and sort. The same fields sit above the results on wide screens and in a drawer on phones.
import {
  CONTRACT_TYPES,
  JOB_CITY_VALUES,
  JOB_FUNCTIONS,
  JOB_MODES,
  JOB_SORTS,
  POSTED_WITHIN_DAYS,
} from '@fis/shared/job-enums';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import type { JobFilters as Filters } from '../api/search-jobs';
import { ANY, type FilterKey } from './url-filters';

export function JobFilters({
  filters,
  onChange,
  columns,
}: {
  filters: Filters;
  onChange: (key: FilterKey, value: string | null) => void;
  columns: number;
}) {
  const { t } = useTranslation('search');
  const any = { value: ANY, label: t('list.any') };
  const select = (key: FilterKey, label: string, data: { value: string; label: string }[], value: string) => (
    <Select
      key={key}
      label={label}
      data={data}
      value={value}
      onChange={(v) => onChange(key, v)}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
  return (
    <ColumnsGrid cols={{ base: columns }} spacing="sm">
      {select(
        'jobType',
        t('list.jobType'),
        [any, ...CONTRACT_TYPES.map((v) => ({ value: v, label: t(`common:options.contractType.${v}`) }))],
        filters.jobType ?? ANY,
      )}
      {select(
        'location',
        t('list.location'),
        [
          { value: '0', label: t('common:options.jobCity.0') },
          ...JOB_CITY_VALUES.map((v) => ({ value: String(v), label: t(`common:options.jobCity.${v}`) })),
        ],
        String(filters.location ?? 0),
      )}
      {select(
        'jobMode',
        t('list.jobMode'),
        [any, ...JOB_MODES.map((v) => ({ value: v, label: t(`common:options.jobMode.${v}`) }))],
        filters.jobMode ?? ANY,
      )}
      {select(
        'jobFunction',
        t('list.jobFunction'),
        [
          { value: 'ALL', label: t('common:options.jobFunction.ALL') },
          ...JOB_FUNCTIONS.map((v) => ({ value: v, label: t(`common:options.jobFunction.${v}`) })),
        ],
        filters.jobFunction ?? 'ALL',
      )}
      {select(
        'posted',
        t('list.posted'),
        [
          { value: '0', label: t('posted.0') },
          ...POSTED_WITHIN_DAYS.map((d) => ({ value: String(d), label: t(`posted.${d}`) })),
        ],
        String(filters.posted ?? 0),
      )}
      {select(
        'sort',
        t('list.sort'),
        JOB_SORTS.map((v) => ({ value: v, label: t(`common:options.jobSort.${v}`) })),
        filters.sort,
      )}
    </ColumnsGrid>
  );
}
