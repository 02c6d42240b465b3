import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** Lets keyboard users jump past the header to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main-content" className={classes.skip}>
      {t('nav.skipToContent')}
    </a>
  );
}
