import { LANGUAGES, type Language } from '@fis/shared/enums';
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../lib/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  return (
    <Select
      aria-label={t('language.label')}
      data-testid="language-switcher"
      w={130}
      size="xs"
      allowDeselect={false}
      value={i18n.language}
      data={LANGUAGES.map((lang) => ({ value: lang, label: t(`language.${lang}`) }))}
      onChange={(value) => value && setLanguage(value as Language)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
