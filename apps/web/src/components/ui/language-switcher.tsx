// The browser's own select: on a phone it opens the system picker, and it costs the public pages
// none of the code and styles of Mantine's Select (combobox, popover, scroll area). On a
// prerendered page it is disabled until the app runs the page: a choice made before would be lost.
import { LANGUAGES } from '@fis/shared/enums';
import { isLanguage } from '@fis/shared/i18n';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/hydrated';
import { setLanguage } from '../../lib/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  return (
    <NativeSelect
      aria-label={t('language.label')}
      data-testid="language-switcher"
      w={130}
      size="xs"
      value={i18n.language}
      disabled={!hydrated}
      data={LANGUAGES.map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) setLanguage(value);
      }}
    />
  );
}
