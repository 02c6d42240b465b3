// The job page's way back to the job list, where the reader has one (a visitor has none).
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLink } from '../../../components/ui/page-link';
import { useJobPages } from './job-pages';

export function BackToJobListLink() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const jobList = useJobPages().jobList();
  if (jobList === null) return null;
  return (
    <Anchor
      component={PageLink}
      to={jobList}
      onClick={(e) => {
        // Back to the results as they were (keyword, filters, page) when the list led here. Read
        // on the click: the page is also drawn on the server, which has no history.
        if (window.history.state?.idx > 0) {
          e.preventDefault();
          navigate(-1);
        }
      }}
    >
      ← {t('detail.back')}
    </Anchor>
  );
}
