// The job filter of the company's candidates: searches the company's jobs on the server as one
// types; the chosen job keeps its name even when it is not among the first results.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnJob } from '../api/get-company-job';
import { useCompanyJobOptions } from '../api/get-company-job-options';

/** The "every job" choice (a Select option needs a value). */
const ALL_JOBS = 'all';

export function JobFilter({ jobId, onChange }: { jobId: string; onChange(jobId: string | null): void }) {
  const { t } = useTranslation('candidates');
  const chosenJob = useOwnJob(jobId);
  const chosenLabel = chosenJob.data?.positionName ?? '';
  const [search, setSearch] = useState('');
  const [searchDebounced] = useDebouncedValue(search.trim(), 300);
  // The Select writes the chosen option's name in its search box: that name is not a search.
  const shownLabel = jobId ? chosenLabel : t('list.allJobs');
  const jobs = useCompanyJobOptions(searchDebounced === shownLabel ? '' : searchDebounced);
  const found = jobs.data ?? [];
  const options = [
    { value: ALL_JOBS, label: t('list.allJobs') },
    ...(jobId && chosenLabel && !found.some((job) => job.value === jobId)
      ? [{ value: jobId, label: chosenLabel }]
      : []),
    ...found,
  ];
  return (
    <Select
      label={t('list.job')}
      data={options}
      value={jobId || ALL_JOBS}
      onChange={(value) => onChange(value === ALL_JOBS ? null : value)}
      allowDeselect={false}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // Already filtered by the server.
      filter={({ options: shown }) => shown}
      nothingFoundMessage={t('list.noJobs')}
      w={{ base: '100%', xs: 280 }}
    />
  );
}
