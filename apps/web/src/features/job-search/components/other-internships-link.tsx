// Where a visitor goes on from a job or a company that is gone (job-pages.tsx, `elsewhere`): the
// participating companies, each with its open internships.
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/ui/page-link';
import { useJobPages } from './job-pages';

export function OtherInternshipsLink() {
  const { t } = useTranslation('search');
  const { elsewhere } = useJobPages();
  return (
    elsewhere && (
      <Anchor component={PageLink} to={elsewhere}>
        {t('detail.otherInternships')}
      </Anchor>
    )
  );
}
