// The office's document viewer (docs/decisions/055-document-viewer.md): a candidate's scans drawn
// in the page, PDF pages and pictures alike, with zoom and quarter turns. The file comes from
// GET /v1/admin/documents/{id} into memory (never cached, no download header) and is drawn on
// canvases; nothing is saved on the office's computer. A Word file cannot be drawn: the viewer
// says so and offers the audited download, warning that it leaves a copy.
import { VIEWABLE_MIME_TYPES } from '@fis/shared/limits';
import { ActionIcon, Alert, Box, Button, Group, Loader, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, fetchFile } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/form-errors';
import { useNotifyFailure } from '../../../lib/notify';
import { type DrawnPages, imagePages, pdfPages, type Rotation } from '../lib/drawn-pages';

export interface ViewedDocument {
  /** Tells the documents apart (and names the choice in the address, if the page wants). */
  key: string;
  /** What the document is, in the reader's language ("Transcript"). */
  label: string;
  fileName: string;
  mimeType: string;
  /** GET /v1/admin/documents/{id} (or /v1/institution/documents/{id}): drawn in the page. */
  viewUrl: string;
  /** GET /v1/media/{id}: the download, for what cannot be drawn; none for a reader who may not keep a copy. */
  downloadUrl?: string;
}

const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const FIT = ZOOMS.indexOf(1);
/** The room the page keeps around the drawn pages, in CSS pixels. */
const GUTTER = 24;

type Loaded = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'ready'; pages: DrawnPages };

export function DocumentViewer({ documents, initial }: { documents: ViewedDocument[]; initial?: string }) {
  const { t } = useTranslation('documentViewer');
  const [chosen, setChosen] = useState(initial ?? documents[0]?.key);
  const document = documents.find((one) => one.key === chosen) ?? documents[0];
  if (!document) return <Text c="dimmed">{t('none')}</Text>;
  return (
    <Stack gap="xs">
      {documents.length > 1 ? (
        <SegmentedControl
          aria-label={t('choose')}
          value={document.key}
          onChange={setChosen}
          data={documents.map((one) => ({ value: one.key, label: one.label }))}
        />
      ) : null}
      {VIEWABLE_MIME_TYPES.includes(document.mimeType) ? (
        <DrawnDocument key={document.viewUrl} document={document} />
      ) : (
        <WordDocument document={document} />
      )}
    </Stack>
  );
}

function WordDocument({ document }: { document: ViewedDocument }) {
  const { t } = useTranslation('documentViewer');
  const { downloadUrl } = document;
  const notifyFailure = useNotifyFailure();
  return (
    <Alert color="gray" variant="light" title={t('word.title', { document: document.label })}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(downloadUrl ? 'word.body' : 'word.noDownload')}</Text>
        {downloadUrl && (
          <Button
            size="compact-sm"
            variant="default"
            onClick={() => downloadFile(downloadUrl).catch(notifyFailure)}
            aria-label={t('word.downloadLabel', { document: document.label, file: document.fileName })}
          >
            {t('word.download')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

function DrawnDocument({ document }: { document: ViewedDocument }) {
  const { t } = useTranslation('documentViewer');
  const errorText = useErrorText();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [zoom, setZoom] = useState(FIT);
  const [rotation, setRotation] = useState<Rotation>(0);
  const { ref: frame, width } = useElementSize();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `attempt` (Try again) fetches the file again
  useEffect(() => {
    const abort = new AbortController();
    let opened: DrawnPages | undefined;
    setLoaded({ state: 'loading' });
    (async () => {
      const { blob } = await fetchFile(document.viewUrl, abort.signal);
      opened =
        document.mimeType === 'application/pdf' ? await pdfPages(await blob.arrayBuffer()) : await imagePages(blob);
      if (abort.signal.aborted) opened.close();
      else setLoaded({ state: 'ready', pages: opened });
    })().catch((error: unknown) => {
      if (!abort.signal.aborted) setLoaded({ state: 'failed', error });
    });
    return () => {
      abort.abort();
      opened?.close();
    };
  }, [document.viewUrl, document.mimeType, attempt]);

  const turn = (by: 90 | 270) => setRotation((now) => ((now + by) % 360) as Rotation);
  const percent = Math.round((ZOOMS[zoom] ?? 1) * 100);

  return (
    <Stack gap="xs">
      <Group gap="xs" justify="space-between" wrap="wrap">
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {document.fileName}
        </Text>
        <Group gap={4} role="toolbar" aria-label={t('toolbar', { document: document.label })}>
          <ToolButton label={t('zoomOut')} glyph="−" disabled={zoom === 0} onClick={() => setZoom(zoom - 1)} />
          <Text size="sm" w={48} ta="center" aria-live="polite" aria-label={t('zoomLevel', { percent })}>
            {percent}%
          </Text>
          <ToolButton
            label={t('zoomIn')}
            glyph="+"
            disabled={zoom === ZOOMS.length - 1}
            onClick={() => setZoom(zoom + 1)}
          />
          <ToolButton label={t('fit')} glyph="↔" disabled={zoom === FIT} onClick={() => setZoom(FIT)} />
          <ToolButton label={t('rotateLeft')} glyph="↺" onClick={() => turn(270)} />
          <ToolButton label={t('rotateRight')} glyph="↻" onClick={() => turn(90)} />
        </Group>
      </Group>
      <Box
        ref={frame}
        role="region"
        aria-label={t('pages', { document: document.label })}
        // Scrolled by keyboard as well as by pointer: the region takes focus.
        tabIndex={0}
        bg="gray.1"
        p={GUTTER / 2}
        style={{ height: 'min(75vh, 900px)', overflow: 'auto', borderRadius: 'var(--mantine-radius-md)' }}
      >
        {loaded.state === 'loading' ? (
          <Group justify="center" p="xl" role="status">
            <Loader size="sm" />
            <Text size="sm">{t('loading', { document: document.label })}</Text>
          </Group>
        ) : loaded.state === 'failed' ? (
          <Alert color="red" variant="light" title={t('failed', { document: document.label })}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(loaded.error)}</Text>
              <Button size="compact-sm" variant="default" onClick={() => setAttempt((n) => n + 1)}>
                {t('common:actions.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : width > 0 ? (
          <Stack gap="md" align="center" w="fit-content" miw="100%">
            {Array.from({ length: loaded.pages.count }, (_, index) => (
              <DrawnPage
                // biome-ignore lint/suspicious/noArrayIndexKey: a page's number is what it is
                key={index}
                pages={loaded.pages}
                index={index}
                // At 100% the page fills the width of the frame.
                scale={((width - GUTTER) / loaded.pages.size(index, rotation).width) * (ZOOMS[zoom] ?? 1)}
                rotation={rotation}
                label={t('page', { page: index + 1, count: loaded.pages.total, document: document.label })}
                failedText={t('pageFailed', { page: index + 1 })}
              />
            ))}
            {loaded.pages.total > loaded.pages.count ? (
              <Text size="sm" c="dimmed">
                {t('morePages', { shown: loaded.pages.count, total: loaded.pages.total })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
      </Box>
    </Stack>
  );
}

function ToolButton({
  label,
  glyph,
  disabled,
  onClick,
}: {
  label: string;
  glyph: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="default" size="lg" aria-label={label} disabled={disabled} onClick={onClick}>
        <span aria-hidden="true">{glyph}</span>
      </ActionIcon>
    </Tooltip>
  );
}

function DrawnPage({
  pages,
  index,
  scale,
  rotation,
  label,
  failedText,
}: {
  pages: DrawnPages;
  index: number;
  scale: number;
  rotation: Rotation;
  label: string;
  failedText: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!canvas.current) return;
    pages.draw(index, canvas.current, scale, rotation).then(
      () => setFailed(false),
      () => setFailed(true),
    );
  }, [pages, index, scale, rotation]);
  return (
    <Box pos="relative" style={{ boxShadow: 'var(--mantine-shadow-sm)', background: 'white' }}>
      <canvas ref={canvas} role="img" aria-label={label} data-page={index + 1} data-rotation={rotation} />
      {failed ? (
        <Text size="sm" c="red.8" p="sm">
          {failedText}
        </Text>
      ) : null}
    </Box>
  );
}
