// Share on a job's page: its public address (docs/decisions/044), which anyone can open signed in
// or not, to send in a chat. The address is shown in a field as well as copied, so that it can be
// selected by hand where the browser refuses the clipboard (an insecure origin, a denied permission).
import { publicJobPath } from '@fis/shared/public-pages';
import { Button, CopyButton, Group, Popover, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ShareJobButton({ job }: { job: { id: string; positionName: string } }) {
  const { t } = useTranslation('search');
  return (
    <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button size="sm" variant="default" aria-label={t('share.label', { position: job.positionName })}>
          {t('share.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown maw="min(24rem, calc(100vw - 2rem))">
        <ShareAddress jobId={job.id} />
      </Popover.Dropdown>
    </Popover>
  );
}

/** Drawn only once the popover opens, in the browser: the page's origin is the browser's to tell. */
function ShareAddress({ jobId }: { jobId: string }) {
  const { t } = useTranslation('search');
  const address = `${window.location.origin}${publicJobPath(jobId)}`;
  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <TextInput
        label={t('share.address')}
        value={address}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
      />
      <CopyButton value={address}>
        {({ copied, copy }) => (
          <Button variant={copied ? 'light' : 'filled'} color={copied ? 'green' : undefined} onClick={copy}>
            {t(copied ? 'share.copied' : 'share.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
