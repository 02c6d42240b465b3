// Documents to send with a message: each uploaded at once (with its progress) through the app's
// one upload field, listed with a remove button until the message goes; at most
// MESSAGE_MAX_DOCUMENTS. Purpose message_document for every role (docs/decisions/015).
import { MESSAGE_MAX_DOCUMENTS } from '@fis/shared/limits';
import { Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FileUploadField, formatBytes, type UploadedMedia } from '../../../components/ui/file-upload-field';

export function DocumentsField({
  value,
  onChange,
  error,
}: {
  value: UploadedMedia[];
  onChange(next: UploadedMedia[]): void;
  error?: string;
}) {
  const { t } = useTranslation('mailbox');
  return (
    <Stack gap="xs">
      {value.length > 0 ? (
        <List listStyleType="none" spacing={4} aria-label={t('compose.attached')}>
          {value.map((doc) => (
            <List.Item key={doc.id}>
              <Group gap="sm" wrap="nowrap" component="span">
                <Text component="span" size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {doc.originalName}{' '}
                  <Text span size="xs" c="dimmed">
                    ({formatBytes(doc.sizeBytes)})
                  </Text>
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={t('compose.removeDocument', { name: doc.originalName })}
                  onClick={() => onChange(value.filter((d) => d.id !== doc.id))}
                >
                  {t('compose.remove')}
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      ) : null}
      {value.length < MESSAGE_MAX_DOCUMENTS ? (
        <FileUploadField
          purpose="message_document"
          label={t('compose.documents', { count: value.length, max: MESSAGE_MAX_DOCUMENTS })}
          value={null}
          onChange={(media) => {
            if (media) onChange([...value, media]);
          }}
          error={error}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('compose.documentsFull', { max: MESSAGE_MAX_DOCUMENTS })}
        </Text>
      )}
    </Stack>
  );
}
