// The need-help form's one optional file: chosen or dropped, checked at once by its name and size
// (the API's own messages), kept with the form until it is sent, with the form, as one request:
// a visitor cannot upload it on its own (docs/decisions/019-need-help.md).
import { HELP_FILE_ACCEPT, precheckHelpFile } from '@fis/shared/help-request-schemas';
import { Box, Button, Group, Input, Paper, Text } from '@mantine/core';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, visuallyHidden } from '../../../components/ui/file-upload-field';

export function HelpFileField({
  value,
  error,
  disabled,
  onChange,
}: {
  value: File | null;
  error: string | null;
  disabled?: boolean;
  /** The chosen file (null: none) and the error to show beside the field (null: none). */
  onChange(file: File | null, error: string | null): void;
}) {
  const { t } = useTranslation('help');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const label = t('fields.file');

  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = precheckHelpFile(file);
    // A refused file is not kept: the form would only send it to be refused again.
    onChange(refused ? null : file, refused ? t(`errors:${refused}`) : null);
  };

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={t('fields.fileHint')}
      descriptionProps={{ id: hintId }}
      error={error}
      errorProps={{ id: errorId, role: 'alert' }}
    >
      <Paper
        withBorder
        p="sm"
        mt={4}
        radius="md"
        style={{ borderStyle: 'dashed', borderColor: error ? 'var(--mantine-color-error)' : undefined }}
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          if (!disabled) choose(event.dataTransfer.files[0]);
        }}
      >
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Box style={{ minWidth: 0, flex: 1 }}>
            {value ? (
              <>
                <Text size="sm" fw={500} truncate="end" title={value.name}>
                  {value.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatBytes(value.size)}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('noFile')}
              </Text>
            )}
          </Box>
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              disabled={disabled}
              onClick={() => inputRef.current?.click()}
              aria-label={`${label}: ${t(value ? 'replaceFile' : 'chooseFile')}`}
              aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            >
              {t(value ? 'replaceFile' : 'chooseFile')}
            </Button>
            {value ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                disabled={disabled}
                onClick={() => onChange(null, null)}
                aria-label={`${label}: ${t('removeFile')}`}
              >
                {t('removeFile')}
              </Button>
            ) : null}
          </Group>
        </Group>
      </Paper>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={HELP_FILE_ACCEPT}
        tabIndex={-1}
        style={visuallyHidden}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          choose(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
    </Input.Wrapper>
  );
}
