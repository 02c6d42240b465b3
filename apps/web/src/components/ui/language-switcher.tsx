// The other languages, as links to this page in each (?lng=): they work before the app runs and
// without JavaScript, where the server sends the page written in that language
// (apps/api/src/plugins/web-app.ts, visitorLanguage), and once it runs the app changes language
// in place. Plain links cost the public pages no select, combobox or popover code.
import { LANGUAGES, type Language } from '@fis/shared/enums';
import { HTML_LANG } from '@fis/shared/i18n';
import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { setLanguage } from '../../lib/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const addressIn = (language: Language) => {
    const params = new URLSearchParams(search);
    params.set('lng', language);
    return `${pathname}?${params}`;
  };
  return (
    <Group component="nav" aria-label={t('language.label')} data-testid="language-switcher" gap="sm" wrap="nowrap">
      {LANGUAGES.filter((language) => language !== i18n.language).map((language) => (
        <Anchor
          key={language}
          href={addressIn(language)}
          lang={HTML_LANG[language]}
          hrefLang={HTML_LANG[language]}
          size="sm"
          onClick={(event) => {
            event.preventDefault();
            setLanguage(language);
          }}
        >
          {t(`language.${language}`)}
        </Anchor>
      ))}
    </Group>
  );
}
