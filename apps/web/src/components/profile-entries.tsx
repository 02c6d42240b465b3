// How an education or work-experience entry of a candidate's profile reads: the candidate's own
// profile and a company's view of the candidate show it alike. What the candidate wrote may hold
// a word longer than a phone is wide: it breaks rather than run out of its card.
import type { EducationEntry, ExperienceEntry } from '@fis/shared/candidate-profile-response-schemas';
import { institutionLabel } from '@fis/shared/institution-label';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMonth } from '../lib/dates';
import { ExpandableText } from './ui/expandable-text';
import { InstitutionText } from './ui/institution-logo';

const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

export function EducationEntryText({ entry }: { entry: EducationEntry }) {
  const { t } = useTranslation('profile');
  const institution = institutionLabel(entry, t);
  return (
    <>
      <Group gap="xs" wrap="wrap">
        <Text fw={600} style={BREAK_ANYWHERE}>
          {entry.programme}
        </Text>
        {entry.current ? (
          <Badge variant="light" color="blue" tt="none">
            {t('education.current')}
          </Badge>
        ) : null}
      </Group>
      <InstitutionText institution={entry.institution}>{institution}</InstitutionText>
      <Text size="sm" c="dimmed" style={BREAK_ANYWHERE}>
        {[
          t(`common:options.educationLevel.${entry.educationLevel}`, { defaultValue: entry.educationLevel }),
          entry.faculty,
          entry.yearOfStudy ? t('education.yearOfStudyOption', { year: entry.yearOfStudy }) : null,
          t('education.graduating', { year: entry.graduationYear }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </>
  );
}

export function ExperienceEntryText({ entry }: { entry: ExperienceEntry }) {
  const { t, i18n } = useTranslation('profile');
  // 2025-06-01 as "Jun 2025" (or "2025年6月") in the language shown.
  const month = (date: string) => formatMonth(date, i18n.language);
  return (
    <>
      <Text fw={600} style={BREAK_ANYWHERE}>
        {entry.jobTitle}
      </Text>
      <Text size="sm" style={BREAK_ANYWHERE}>
        {[entry.company, entry.location].filter(Boolean).join(' · ')}
      </Text>
      <Text size="sm" c="dimmed">
        {month(entry.startDate)} – {entry.endDate ? month(entry.endDate) : t('experience.present')}
      </Text>
      {entry.description ? <ExpandableText lines={3}>{entry.description}</ExpandableText> : null}
    </>
  );
}
