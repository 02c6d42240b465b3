// The list's file uploaded back (docs/decisions/061): read in the browser, checked by the API row
// by row (what will change, what stays, what is refused and why), and applied only once the
// coordinator confirms. Nothing is written before. The same file is sent again to apply it, so
// what is applied is checked against the students as they are then.
import type { FileCheck, FileRow } from '@fis/shared/institution-schemas';
import { Alert, Badge, Button, FileInput, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../lib/form-errors';
import { useApplyFile, useCheckFile } from '../api/students';

const OUTCOME_COLOURS: Record<FileRow['outcome'], string> = { change: 'blue', same: 'gray', refused: 'red' };

export function UploadFileDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('institution');
  const errorText = useErrorText();
  const check = useCheckFile();
  const apply = useApplyFile();
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState<string | null>(null);
  const [checked, setChecked] = useState<FileCheck | null>(null);
  const close = () => {
    setFile(null);
    setText(null);
    setChecked(null);
    check.reset();
    apply.reset();
    onClose();
  };

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setChecked(null);
    check.reset();
    if (!chosen) return;
    const read = await chosen.text();
    setText(read);
    check.mutate(read, { onSuccess: setChecked });
  };

  const confirm = () => {
    if (!text) return;
    apply.mutate(text, {
      onSuccess: (answer) => {
        notifications.show({ color: 'green', message: answer.message });
        close();
      },
    });
  };

  const failure = check.error ?? apply.error;
  return (
    <Modal opened={opened} onClose={close} title={t('upload.title')} size="xl">
      <Stack gap="md">
        <Text size="sm">{t('upload.intro')}</Text>
        <FileInput
          label={t('upload.file')}
          description={t('upload.fileHint')}
          accept=".csv,text/csv"
          value={file}
          onChange={(chosen) => void choose(chosen)}
          clearable
          error={failure ? errorText(failure) : undefined}
        />
        {check.isPending && <Text role="status">{t('upload.checking')}</Text>}
        {checked && (
          <Stack gap="sm">
            <Alert color={checked.counts.refused ? 'yellow' : 'blue'} role="status" title={t('upload.summaryTitle')}>
              {t('upload.summary', {
                change: checked.counts.change,
                same: checked.counts.same,
                refused: checked.counts.refused,
              })}
            </Alert>
            <Table.ScrollContainer minWidth={560}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('upload.columns.row')}</Table.Th>
                    <Table.Th>{t('upload.columns.student')}</Table.Th>
                    <Table.Th>{t('upload.columns.outcome')}</Table.Th>
                    <Table.Th>{t('upload.columns.detail')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {checked.rows.map((row) => (
                    <Table.Tr key={row.line}>
                      <Table.Td>{row.line}</Table.Td>
                      <Table.Td>{row.student ? `${row.student.englishName} (${row.student.email})` : '—'}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={OUTCOME_COLOURS[row.outcome]} tt="none">
                          {t(`upload.outcomes.${row.outcome}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <RowDetail row={row} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={confirm} disabled={!checked || checked.counts.change === 0} loading={apply.isPending}>
            {t('upload.apply', { count: checked?.counts.change ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A row's changes in words ("Full-time student: Not yet → Yes"), or why it is refused. */
function RowDetail({ row }: { row: FileRow }) {
  const { t } = useTranslation('institution');
  const word = (value: boolean | null) => (value === true ? t('csv.yes') : value === false ? t('csv.no') : t('notYet'));
  if (row.outcome === 'refused') {
    const column = row.column ? t(`csv.${row.column}`) : '';
    return <Text size="sm">{t(`upload.problems.${row.problem}`, { column })}</Text>;
  }
  if (row.outcome === 'same') return <Text size="sm">{t('upload.nothingChanges')}</Text>;
  return (
    <Stack gap={2}>
      {row.changes.map((change) => (
        <Text size="sm" key={change.field}>
          {t(`csv.${change.field}`)}: {word(change.from)} → {word(change.to)}
        </Text>
      ))}
      {row.note && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('csv.note')}: {row.note.to ?? t('upload.noteRemoved')}
        </Text>
      )}
    </Stack>
  );
}
