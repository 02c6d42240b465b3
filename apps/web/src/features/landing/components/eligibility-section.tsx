// #eligibility: who may apply (general, Hong Kong positions, GBA mainland positions) and the
// notice that registration alone does not confirm eligibility.
import { Alert, List, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionShell } from './section-shell';

const TABS = {
  general: ['fullTime', 'age', 'programme', 'identity', 'noOtherAllowance', 'notRelated', 'notEmployed'],
  hongKong: ['studyHongKong', 'studyGba'],
  gba: ['studyHongKong', 'studyGba'],
} as const;
type TabKey = keyof typeof TABS;
const TAB_KEYS = Object.keys(TABS) as TabKey[];

export function EligibilitySection() {
  const { t } = useTranslation('landing');

  return (
    <SectionShell id="eligibility" title={t('eligibility.title')} intro={t('eligibility.intro')} tinted>
      <Stack gap="xl">
        <Tabs defaultValue="general" id="eligibility-tabs">
          <Tabs.List aria-label={t('eligibility.tabsLabel')}>
            {TAB_KEYS.map((tab) => (
              <Tabs.Tab key={tab} value={tab} fw={600}>
                {t(`eligibility.tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TAB_KEYS.map((tab) => (
            <Tabs.Panel key={tab} value={tab} pt="lg">
              <Text fw={600} mb="sm">
                {t(`eligibility.${tab}.intro`)}
              </Text>
              <List spacing="xs" maw={760}>
                {TABS[tab].map((item) => (
                  <List.Item key={item}>{t(`eligibility.${tab}.items.${item}`)}</List.Item>
                ))}
              </List>
              {tab === 'general' ? null : (
                <Text mt="md" c="gray.8">
                  {t('eligibility.alsoGeneral')}
                </Text>
              )}
            </Tabs.Panel>
          ))}
        </Tabs>
        <Alert variant="light" c="var(--mantine-primary-color-filled)" title={t('eligibility.notice.title')} maw={760}>
          <Stack gap="xs">
            <Text size="sm">{t('eligibility.notice.verification')}</Text>
            <Text size="sm">{t('eligibility.notice.dataAccess')}</Text>
          </Stack>
        </Alert>
      </Stack>
    </SectionShell>
  );
}
