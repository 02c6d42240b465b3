// "Jobs you want" on the candidate's own profile (docs/decisions/027): the job functions and work
// modes recommendations favour, saved with the shared schema's choices.
import { JOB_FUNCTIONS, JOB_MODES, type JobFunction, type JobMode } from '@fis/shared/job-enums';
import type { JobPreferences } from '@fis/shared/match-schemas';
import { Alert, Button, Checkbox, Group, MultiSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContentSection } from '../../../components/ui/content-section';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNotifyFailure } from '../../../lib/notify';
import { useJobPreferences, useSaveJobPreferences } from '../api/job-preferences';

export function JobPreferencesPanel() {
  const { t } = useTranslation('matching');
  const query = useJobPreferences();
  return (
    <ContentSection title={t('preferences.title')}>
      <Text size="sm" c="dimmed">
        {t('preferences.hint')}
      </Text>
      {query.isPending ? (
        <Skeleton height={120} />
      ) : query.isError ? (
        <Alert color="red" title={t('preferences.loadError')}>
          <Button variant="light" size="xs" onClick={() => query.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Alert>
      ) : (
        <PreferencesForm saved={query.data} />
      )}
    </ContentSection>
  );
}

function PreferencesForm({ saved }: { saved: JobPreferences }) {
  const { t } = useTranslation('matching');
  const save = useSaveJobPreferences();
  const failed = useNotifyFailure();
  const [jobFunctions, setFunctions] = useState<string[]>(saved.jobFunctions);
  const [jobModes, setModes] = useState<string[]>(saved.jobModes);
  useEffect(() => {
    setFunctions(saved.jobFunctions);
    setModes(saved.jobModes);
  }, [saved]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      { jobFunctions: jobFunctions as JobFunction[], jobModes: jobModes as JobMode[] },
      { onSuccess: () => notifications.show({ message: t('preferences.saved') }), onError: failed },
    );
  };
  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <MultiSelect
          label={t('preferences.functions')}
          placeholder={jobFunctions.length === 0 ? t('preferences.placeholder') : undefined}
          data={JOB_FUNCTIONS.map((value) => ({ value, label: t(`common:options.jobFunction.${value}`) }))}
          value={jobFunctions}
          onChange={setFunctions}
          searchable
          clearable
        />
        <Checkbox.Group label={t('preferences.modes')} value={jobModes} onChange={setModes}>
          <Group gap="md" mt={6}>
            {JOB_MODES.map((value) => (
              <Checkbox key={value} value={value} label={t(`common:options.jobMode.${value}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('preferences.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
