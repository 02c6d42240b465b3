// The eligibility queue's search by name or email, its institution filter and "Assigned to me" (the
// page keeps them in the address).
import { INSTITUTIONS, type Institution } from '@fis/shared/enums';
import { institutionKey } from '@fis/shared/institution-label';
import { Group, Select, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function EligibilityQueueFilters({
  keyword,
  onKeywordChange,
  institution,
  onInstitutionChange,
  mine,
}: {
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  institution: Institution | undefined;
  /** null for every institution. */
  onInstitutionChange: (institution: string | null) => void;
  /** "Assigned to me". */
  mine: ReactNode;
}) {
  const { t } = useTranslation('eligibility');
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('queue.search')}
        value={keyword}
        onChange={(e) => onKeywordChange(e.currentTarget.value)}
        type="search"
        style={{ flex: '1 1 220px' }}
      />
      <Select
        label={t('queue.institution')}
        data={[
          { value: '', label: t('queue.allInstitutions') },
          ...INSTITUTIONS.map((value) => ({ value, label: t(institutionKey(value)) })),
        ]}
        value={institution ?? ''}
        onChange={(value) => onInstitutionChange(value || null)}
        allowDeselect={false}
        style={{ flex: '1 1 220px' }}
      />
      {mine}
    </Group>
  );
}
