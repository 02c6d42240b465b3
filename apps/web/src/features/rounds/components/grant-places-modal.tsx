// The office's grant of places to one company on one side of a round (docs/decisions/040), in a
// dialog: a new grant chooses the company (searched by name, email or company ID) and the side; a
// row's edit changes only its number. A grant may be set below what the company already uses.
import { type GrantPlacesInput, grantPlacesInputSchema, PLACES_MAX } from '@fis/shared/place-schemas';
import { PLACE_SIDES, type PlaceSide } from '@fis/shared/place-sides';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select-field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useBoundField } from '../../../components/ui/use-bound-field';
import { useServerErrors } from '../../../lib/notify';
import { useCompanyChoices } from '../api/find-companies';
import { useGrantPlaces } from '../api/grant-places';

const FIELDS = ['companyId', 'side', 'granted'] as const satisfies readonly Path<GrantPlacesInput>[];

/** The grant a row's edit starts from; none for a new grant. */
export interface GrantTarget {
  companyId: string;
  companyName: string;
  side: PlaceSide;
  granted: number;
}

export function GrantPlacesModal({
  opened,
  roundId,
  target,
  onClose,
}: {
  opened: boolean;
  roundId: string;
  target: GrantTarget | null;
  onClose(): void;
}) {
  const { t } = useTranslation('rounds');
  const title = target
    ? t('places.grant.editTitle', { company: target.companyName, side: t(`common:placeSide.${target.side}`) })
    : t('places.grant.title');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {opened ? <GrantPlacesForm roundId={roundId} target={target} onDone={onClose} /> : null}
    </Modal>
  );
}

function GrantPlacesForm({ roundId, target, onDone }: { roundId: string; target: GrantTarget | null; onDone(): void }) {
  const { t } = useTranslation('rounds');
  const serverErrors = useServerErrors();
  const grant = useGrantPlaces(roundId);
  const [search, setSearch] = useState('');
  const [keyword] = useDebouncedValue(search.trim(), 300);
  const choices = useCompanyChoices(target ? '' : keyword);
  const { control, handleSubmit, setError } = useForm<GrantPlacesInput>({
    resolver: zodResolver(grantPlacesInputSchema),
    mode: 'onTouched',
    defaultValues: target
      ? { companyId: target.companyId, side: target.side, granted: target.granted }
      : { companyId: '' },
  });
  const granted = useBoundField({ control, name: 'granted' });

  const submit = handleSubmit(async (values) => {
    try {
      const board = await grant.mutateAsync(values);
      // The board the API answers names the company, whichever way it was chosen.
      const row = board.companies.find((item) => item.companyId === values.companyId && item.side === values.side);
      notifications.show({
        color: 'green',
        message: t('places.grant.done', {
          company: row?.companyName ?? target?.companyName ?? '',
          side: t(`common:placeSide.${values.side}`),
          count: values.granted,
        }),
      });
      onDone();
    } catch (err) {
      serverErrors(err, setError, FIELDS);
    }
  });

  // Labelled by the name alone: once chosen, the name is the search, and it finds the company again.
  const companyOptions = (choices.data?.items ?? []).map((company) => ({
    value: company.id,
    label: company.companyName,
  }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {target ? (
          <Text size="sm">{t('places.grant.editHint')}</Text>
        ) : (
          <>
            <SelectField
              control={control}
              name="companyId"
              data={companyOptions}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              // The API has already matched the words, in the name, the email or the ID.
              filter={({ options }) => options}
              nothingFoundMessage={choices.isFetching ? t('places.grant.searching') : t('places.grant.noCompany')}
              label={t('places.grant.company')}
              placeholder={t('places.grant.companyPlaceholder')}
              required
              data-autofocus
            />
            <SelectField
              control={control}
              name="side"
              data={PLACE_SIDES.map((side) => ({ value: side, label: t(`common:placeSide.${side}`) }))}
              label={t('places.grant.side')}
              required
            />
          </>
        )}
        <NumberInput
          {...granted.bound}
          value={granted.value ?? ''}
          onChange={(value) => granted.onChange(typeof value === 'number' ? value : undefined)}
          label={t('places.grant.granted')}
          description={t('places.grant.grantedHint')}
          min={0}
          max={PLACES_MAX}
          allowDecimal={false}
          allowNegative={false}
          required
          data-autofocus={target ? true : undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common:actions.cancel')}
          </Button>
          <SubmitButton submitting={grant.isPending}>{t('places.grant.save')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
