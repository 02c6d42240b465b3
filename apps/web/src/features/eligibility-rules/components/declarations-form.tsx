// The confirmations the eligibility rules ask of the candidate (docs/decisions/026): a checkbox for
// each, and the city of the institution when it is listed as Other. Shown beside the rules where
// they are not yet known (a job's page, the apply page) and on the profile with every question
// that applies. Saving updates the rules shown at once.
import type { EligibilityDeclarationsInput } from '@fis/shared/eligibility-declaration-schemas';
import {
  type MissingFact,
  PROFILE_DECLARATIONS,
  type ProfileDeclaration,
} from '@fis/shared/eligibility-rule-definitions';
import { CITIES, type City } from '@fis/shared/enums';
import { Button, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifyFailure } from '../../../lib/notify';
import { useSaveDeclarations } from '../api/declarations';

type Values = Partial<Record<ProfileDeclaration, boolean>> & { studyCity?: City | null };

const isProfileDeclaration = (fact: MissingFact): fact is ProfileDeclaration =>
  (PROFILE_DECLARATIONS as readonly string[]).includes(fact);

export function DeclarationsForm({ asks, initial = {} }: { asks: readonly MissingFact[]; initial?: Values }) {
  const { t } = useTranslation('eligibilityRules');
  const save = useSaveDeclarations();
  const notifyFailure = useNotifyFailure();
  const [values, setValues] = useState<Values>(initial);
  const cityId = useId();
  const checks = asks.filter(isProfileDeclaration);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body: EligibilityDeclarationsInput = Object.fromEntries(
      checks.map((key) => [key, values[key] === true] as const),
    );
    if (asks.includes('studyCity')) body.studyCity = values.studyCity ?? null;
    try {
      await save.mutateAsync(body);
      notifications.show({ color: 'green', message: t('declarations.saved') });
    } catch (err) {
      notifyFailure(err);
    }
  };

  if (asks.length === 0) return <Text size="sm">{t('declarations.none')}</Text>;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {checks.map((key) => (
          <Checkbox
            key={key}
            name={key}
            label={t(`declarations.${key}`)}
            checked={values[key] === true}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setValues((v) => ({ ...v, [key]: checked }));
            }}
          />
        ))}
        {asks.includes('studyCity') && (
          // The browser's own select: a short list, chosen as a phone's picker does, and a job's page
          // that asks for it loads no dropdown's code with its first screen.
          <NativeSelect
            id={cityId}
            label={t('declarations.studyCity')}
            data={[
              { value: '', label: t('declarations.studyCityNotStated') },
              ...CITIES.map((c) => ({ value: c, label: t(`common:options.city.${c}`) })),
            ]}
            value={values.studyCity ?? ''}
            onChange={(event) => {
              const city = event.currentTarget.value;
              setValues((prev) => ({ ...prev, studyCity: city === '' ? null : (city as City) }));
            }}
          />
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('declarations.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
