// Share's popover (share-job-button.tsx loads it when someone reaches for the button): the job's
// public address in a field, and a button that copies it. The address is shown as well as copied,
// so that it can be selected by hand where the browser refuses the clipboard (an insecure origin, a
// denied permission).
import { publicJobPath } from '@fis/shared/public-pages';
import { Button, CopyButton, Group, Popover, TextInput } from '@mantine/core';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTakeOver } from '../../../lib/load-on-intent';

export default function ShareJobPopover({
  jobId,
  target,
  openAtOnce,
  focusAtOnce,
}: {
  jobId: string;
  /** The Share button, given the toggle to call when pressed and the ref to put on it. */
  target: (toggle: () => void, ref: Ref<HTMLButtonElement>) => ReactNode;
  /** The button was pressed before this code was here. */
  openAtOnce: boolean;
  /** The button drawn before this code arrived had the focus: its replacement takes it. */
  focusAtOnce: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useTakeOver(buttonRef, { focused: focusAtOnce, pressed: openAtOnce }, () => setOpened(true));
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" withinPortal trapFocus returnFocus>
      <Popover.Target>{target(() => setOpened((o) => !o), buttonRef)}</Popover.Target>
      <Popover.Dropdown maw="min(24rem, calc(100vw - 2rem))">
        <ShareAddress jobId={jobId} />
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
