// Pieces both registration forms share: the terms consent, linking the terms and the personal
// information statement in the language the page is shown in.

import { DEFAULT_LANGUAGE } from '@fis/shared/enums';
import { isLanguage } from '@fis/shared/i18n';
import { Anchor } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';

export function TermsConsentLabel() {
  const { t, i18n } = useTranslation('auth');
  const lng = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return (
    <Trans
      t={t}
      i18nKey="register.agreeTerms"
      components={{
        terms: <Anchor href={`/docs/${lng}/terms.html`} target="_blank" rel="noopener" inherit />,
        statement: (
          <Anchor href={`/docs/${lng}/personal-information-statement.html`} target="_blank" rel="noopener" inherit />
        ),
      }}
    />
  );
}
