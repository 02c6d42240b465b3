// Share on a job's page: its public address (docs/decisions/044), which anyone can open signed in
// or not, to send in a chat. The popover's code comes when someone reaches for the button
// (lib/load-on-intent.ts): a Mantine Popover on the page drew itself again at once as the page was
// hydrated, in the same long task. Until then the button is a plain one, and a press opens the
// popover as soon as it is here.
import { Button } from '@mantine/core';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadOnIntent } from '../../../lib/load-on-intent';

export function ShareJobButton({ job }: { job: { id: string; positionName: string } }) {
  const { t } = useTranslation('search');
  const intent = useLoadOnIntent(() => import('./share-job-popover'));
  const SharePopover = intent.loaded;
  const button = (handlers: { onClick: () => void }, ref?: Ref<HTMLButtonElement>) => (
    <Button
      {...handlers}
      ref={ref}
      size="sm"
      variant="default"
      aria-label={t('share.label', { position: job.positionName })}
    >
      {t('share.button')}
    </Button>
  );
  return SharePopover ? (
    <SharePopover
      jobId={job.id}
      target={(toggle, ref) => button({ onClick: toggle }, ref)}
      openAtOnce={intent.pressed}
      focusAtOnce={intent.focused.current}
    />
  ) : (
    button(intent.handlers)
  );
}
