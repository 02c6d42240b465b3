// /institution/students/:id: one of the institution's students (docs/decisions/061): what
// verification needs, their scans drawn in the page (the viewer is the page's to give: `viewer`),
// and the four checks the institution confirms (each Yes, No or Not yet) with a note. Saving all
// four as Yes verifies the student, which the page says.
import { EligibilityStatus } from '@fis/shared/enums';
import {
  type ConfirmationInput,
  INSTITUTION_CHECKS,
  INSTITUTION_NOTE_MAX_LENGTH,
  type InstitutionCheck,
  type InstitutionStudentDetail,
} from '@fis/shared/institution-schemas';
import { Anchor, Card, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { EligibilityBadge } from '../../../components/ui/eligibility-badge';
import { LimitedTextarea } from '../../../components/ui/limited-text';
import { LoadError } from '../../../components/ui/list-states';
import { PageLink } from '../../../components/ui/page-link';
import { Skeleton } from '../../../components/ui/skeleton';
import { SubmitButton } from '../../../components/ui/submit-button';
import { isMissingRecord } from '../../../lib/api-client';
import { useDates } from '../../../lib/dates';
import { fieldIssuesOf, useErrorText } from '../../../lib/form-errors';
import { useConfirmStudent, useInstitutionStudent } from '../api/students';
import { CheckBadge, StateBadge } from './check-badges';

/** A scan as the page's viewer takes it. */
export interface StudentScan {
  key: string;
  label: string;
  fileName: string;
  mimeType: string;
  viewUrl: string;
}

export function StudentPage({
  id,
  viewer,
  notFound,
}: {
  id: string;
  viewer: (documents: StudentScan[]) => ReactNode;
  notFound: ReactNode;
}) {
  const { t } = useTranslation('institution');
  const errorText = useErrorText();
  const query = useInstitutionStudent(id);
  if (query.isPending) return <Skeleton height={320} radius="md" aria-busy="true" />;
  if (query.isError) {
    if (isMissingRecord(query.error)) return notFound;
    return (
      <LoadError message={t('student.loadFailed')} detail={errorText(query.error)} onRetry={() => query.refetch()} />
    );
  }
  const student = query.data;
  const scans = (['transcript', 'studentId'] as const).flatMap((key) => {
    const scan = student.documents[key];
    return scan
      ? [
          {
            key,
            label: t(`student.documents.${key}`),
            fileName: scan.fileName,
            mimeType: scan.mimeType,
            viewUrl: scan.viewUrl,
          },
        ]
      : [];
  });
  return (
    <Stack maw={1200} gap="lg">
      <Anchor component={PageLink} to="/institution/students" size="sm">
        {t('student.back')}
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{student.englishName}</Title>
          {student.chineseName && <Text c="dimmed">{student.chineseName}</Text>}
        </div>
        <Group gap="xs">
          <StateBadge state={student.state} />
          <EligibilityBadge status={student.eligibilityStatus} />
        </Group>
      </Group>
      {/* The facts and the confirmation, then the scans: side by side from md, 5 to 7. */}
      <ColumnsGrid cols={{ base: 1, md: 'minmax(0, 5fr) minmax(0, 7fr)' }} spacing="lg" align="start">
        <Stack gap="lg">
          <Facts student={student} />
          <ConfirmationForm key={student.confirmation?.confirmedAt ?? 'none'} student={student} />
        </Stack>
        <Card withBorder radius="md" component="section" aria-labelledby="student-scans">
          <Title order={2} size="h4" id="student-scans" mb="sm">
            {t('student.documents.title')}
          </Title>
          {scans.length ? viewer(scans) : <Text c="dimmed">{t('student.documents.none')}</Text>}
        </Card>
      </ColumnsGrid>
    </Stack>
  );
}

function Facts({ student }: { student: InstitutionStudentDetail }) {
  const { t } = useTranslation('institution');
  const facts: [string, ReactNode][] = [
    [t('csv.email'), student.email],
    [t('csv.faculty'), student.faculty],
    [t('csv.programme'), student.programme],
    [t('csv.educationLevel'), t(`common:options.educationLevel.${student.educationLevel}`)],
    [t('csv.graduationYear'), student.graduationYear],
    [t('student.declaredFullTime'), <CheckBadge key="f" value={student.declarations.fullTimeStudent || null} />],
    [t('student.declaredFintech'), <CheckBadge key="p" value={student.declarations.fintechProgramme || null} />],
  ];
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="student-facts">
      <Title order={2} size="h4" id="student-facts" mb="sm">
        {t('student.facts')}
      </Title>
      <ColumnsGrid cols={{ base: 1, xs: 2 }} spacing="xs" component="dl" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </ColumnsGrid>
    </Card>
  );
}

type Choice = 'yes' | 'no' | 'notYet';
const choiceOf = (value: boolean | null | undefined): Choice =>
  value === true ? 'yes' : value === false ? 'no' : 'notYet';
const confirmedOf = (choice: Choice) => (choice === 'yes' ? true : choice === 'no' ? false : null);

function ConfirmationForm({ student }: { student: InstitutionStudentDetail }) {
  const { t } = useTranslation('institution');
  const { dateTime } = useDates();
  const errorText = useErrorText();
  const save = useConfirmStudent(student.id);
  const kept = student.confirmation;
  const [choices, setChoices] = useState<Record<InstitutionCheck, Choice>>(
    () =>
      Object.fromEntries(INSTITUTION_CHECKS.map((check) => [check, choiceOf(kept?.[check])])) as Record<
        InstitutionCheck,
        Choice
      >,
  );
  const [note, setNote] = useState(kept?.note ?? '');
  const issues = save.error ? fieldIssuesOf(save.error) : [];
  const issueOf = (field: string) => {
    const issue = issues.find((one) => one.field === field);
    return issue ? t(`errors:${issue.code}`) : undefined;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      ...Object.fromEntries(INSTITUTION_CHECKS.map((check) => [check, confirmedOf(choices[check])])),
      note: note.trim() ? note : null,
    } as ConfirmationInput;
    save.mutate(input, {
      onSuccess: (answer) => {
        const verified =
          answer.student.eligibilityStatus === EligibilityStatus.VERIFIED &&
          student.eligibilityStatus !== EligibilityStatus.VERIFIED;
        notifications.show({ color: 'green', message: verified ? t('student.savedVerified') : answer.message });
      },
    });
  };

  return (
    <Card withBorder radius="md" component="section" aria-labelledby="student-confirm">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4" id="student-confirm">
              {t('student.confirmTitle')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('student.confirmIntro')}
            </Text>
            {kept?.confirmedAt && (
              <Text size="sm" mt={4}>
                {t('student.lastConfirmed', { date: dateTime(kept.confirmedAt), email: kept.confirmedBy ?? '—' })}
              </Text>
            )}
          </div>
          {INSTITUTION_CHECKS.map((check) => (
            <Radio.Group
              key={check}
              label={t(`csv.${check}`)}
              value={choices[check]}
              onChange={(value) => setChoices((now) => ({ ...now, [check]: value as Choice }))}
              error={issueOf(check)}
            >
              <Group gap="md" mt={4}>
                <Radio value="yes" label={t('csv.yes')} />
                <Radio value="no" label={t('csv.no')} />
                <Radio value="notYet" label={t('notYet')} />
              </Group>
            </Radio.Group>
          ))}
          <LimitedTextarea
            label={t('csv.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={INSTITUTION_NOTE_MAX_LENGTH}
            autosize
            minRows={2}
            error={issueOf('note')}
          />
          {save.error && issues.length === 0 ? (
            <Text c="red.8" size="sm" role="alert">
              {errorText(save.error)}
            </Text>
          ) : null}
          <SubmitButton submitting={save.isPending}>{t('student.save')}</SubmitButton>
        </Stack>
      </form>
    </Card>
  );
}
