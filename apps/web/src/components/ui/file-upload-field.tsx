// One file field for every upload in the app (avatar, logo, cover, resume, documents): choose or
// drop a file, see it checked at once (type and size, with the API's own messages), watch the
// upload progress, then see what is stored, with replace, remove and download. A refused file
// only sets this field's error: nothing else on the form is touched.
import type { MediaPurpose } from '@fis/shared/enums';
import { acceptAttributeFor, mediaKindOf, precheckFile, type UploadedMedia } from '@fis/shared/media-schemas';
import { Anchor, Box, Button, Group, Image, Input, Paper, Progress, Stack, Text } from '@mantine/core';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, downloadFile, upload } from '../../lib/api-client';
import { startUpload } from '../../lib/uploads-in-progress';

export type { UploadedMedia };

export interface FileUploadFieldProps {
  purpose: MediaPurpose;
  label: string;
  value: UploadedMedia | null;
  onChange(media: UploadedMedia | null): void;
  /** An error from the surrounding form (already translated), shown when the upload itself has none. */
  error?: string;
  /** The page shows the stored picture itself (the profile's round photo): no file name and size here. */
  pictureShownElsewhere?: boolean;
}

/** 1 MB = 1024 × 1024 bytes, as the limits are counted (docs/decisions/005-uploads.md). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The native file input, kept in the page for keyboards and screen readers but not drawn. */
export const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  opacity: 0,
} as const;

export function FileUploadField({
  purpose,
  label,
  value,
  onChange,
  error,
  pictureShownElsewhere = false,
}: FileUploadFieldProps) {
  const { t } = useTranslation('uploads');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const kind = mediaKindOf(purpose);
  // A scan that is a photo is private, as documents are: offered as a download, never shown in the page.
  const isImage = kind === 'image';

  useEffect(() => () => abortRef.current?.abort(), []);

  const send = async (file: File) => {
    setUploadError(null);
    const refused = precheckFile(purpose, file);
    if (refused) {
      setUploadError(t(`errors:${refused}`));
      return;
    }
    const form = new FormData();
    // The purpose goes first: the server then knows the limit while the file is still arriving.
    form.append('purpose', purpose);
    form.append('file', file, file.name);
    const controller = new AbortController();
    abortRef.current = controller;
    setProgress(0);
    const ended = startUpload(inputRef.current?.form ?? null);
    try {
      const stored = await upload<UploadedMedia>('/v1/media/upload', form, {
        onProgress: (fraction) => setProgress(Math.round(fraction * 100)),
        signal: controller.signal,
      });
      onChange(stored);
    } catch (err) {
      if (!controller.signal.aborted) {
        setUploadError(
          err instanceof ApiError ? t(`errors:${err.code}`, { defaultValue: err.message }) : t('errors:INTERNAL'),
        );
      }
    } finally {
      ended();
      abortRef.current = null;
      setProgress(null);
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && progress === null) void send(file);
  };

  const download = async () => {
    if (!value) return;
    setDownloading(true);
    setUploadError(null);
    try {
      await downloadFile(value.url);
    } catch (err) {
      setUploadError(
        err instanceof ApiError ? t(`errors:${err.code}`, { defaultValue: err.message }) : t('errors:INTERNAL'),
      );
    } finally {
      setDownloading(false);
    }
  };

  const shownError = uploadError ?? error;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const uploading = progress !== null;

  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={t(kind === 'image' ? 'hintImage' : kind === 'scan' ? 'hintScan' : 'hintDocument')}
      descriptionProps={{ id: hintId }}
      error={shownError}
      errorProps={{ id: errorId, role: 'alert' }}
    >
      <Paper
        withBorder
        p="sm"
        mt={4}
        radius="md"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        style={{
          borderStyle: 'dashed',
          borderColor: shownError
            ? 'var(--mantine-color-error)'
            : dragging
              ? 'var(--mantine-primary-color-filled)'
              : undefined,
          background: dragging ? 'var(--mantine-primary-color-light)' : undefined,
        }}
      >
        <Stack gap="xs">
          {value && pictureShownElsewhere ? null : value ? (
            <Group gap="sm" wrap="nowrap" align="center">
              {isImage ? (
                <Image src={value.url} alt="" w={64} h={64} fit="cover" radius="sm" style={{ flex: 'none' }} />
              ) : null}
              <Box style={{ minWidth: 0, flex: 1 }}>
                <Text size="sm" fw={500} truncate="end" title={value.originalName}>
                  {value.originalName}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatBytes(value.sizeBytes)}
                </Text>
              </Box>
              {isImage ? null : (
                <Anchor component="button" type="button" size="sm" onClick={download} disabled={downloading}>
                  {t('download')}
                </Anchor>
              )}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {t('dropHint')}
            </Text>
          )}
          {uploading ? (
            <Group gap="sm" wrap="nowrap">
              <Progress
                value={progress}
                style={{ flex: 1 }}
                aria-label={t('progressLabel', { name: label })}
                transitionDuration={150}
              />
              <Text size="xs" aria-live="polite" style={{ flex: 'none' }}>
                {t('uploading', { percent: progress })}
              </Text>
              <Button size="compact-xs" variant="subtle" onClick={() => abortRef.current?.abort()}>
                {t('cancel')}
              </Button>
            </Group>
          ) : (
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                onClick={() => inputRef.current?.click()}
                aria-label={`${label}: ${t(value ? 'replace' : 'choose')}`}
                aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
              >
                {t(value ? 'replace' : 'choose')}
              </Button>
              {value ? (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => {
                    setUploadError(null);
                    onChange(null);
                  }}
                  aria-label={`${label}: ${t('remove')}`}
                >
                  {t('remove')}
                </Button>
              ) : null}
            </Group>
          )}
        </Stack>
      </Paper>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={acceptAttributeFor(purpose)}
        tabIndex={-1}
        style={visuallyHidden}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) void send(file);
        }}
      />
    </Input.Wrapper>
  );
}
