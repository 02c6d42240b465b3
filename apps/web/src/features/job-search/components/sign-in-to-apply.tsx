// In place of Apply on a visitor's job page (docs/decisions/044): to the sign-in page, which after a
// candidate's sign-in goes straight on to the job's apply form (lib/return-path.ts).
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/ui/page-link';
import { signInReturningTo } from '../../../lib/return-path';

export function SignInToApply({ job }: { job: { id: string; positionName: string } }) {
  const { t } = useTranslation('search');
  return (
    <Button
      size="sm"
      component={PageLink}
      to={signInReturningTo(`/candidate/apply-job/${job.id}`)}
      aria-label={t('detail.signInToApplyLabel', { position: job.positionName })}
    >
      {t('detail.signInToApply')}
    </Button>
  );
}
