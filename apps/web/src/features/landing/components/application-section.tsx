// #application: the current round's key dates and facts, then the four steps from sign-up to match.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KeyFactsSection } from './key-facts-section';
import { SectionShell } from './section-shell';
import { StepsSection } from './steps-section';

export function ApplicationSection() {
  const { t } = useTranslation('landing');
  return (
    <SectionShell id="application" title={t('application.title')} intro={t('application.intro')}>
      <Stack gap={48}>
        <KeyFactsSection />
        <StepsSection />
      </Stack>
    </SectionShell>
  );
}
