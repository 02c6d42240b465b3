// #eligibility: who may apply (general, Hong Kong positions, GBA mainland positions) and the
// notice that registration alone does not confirm eligibility. The numbers in it are the round's
// (GET /v1/rounds, docs/decisions/039), the one the key facts show: the prior-employment window's
// months and each side's monthly allowance. With no round, or before the rounds have loaded (the
// page as the server writes it), the text names no number.
import type { Round } from '@fis/shared/round-schemas';
import { roundName } from '@fis/shared/scheme-rounds';
import { Alert, List, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountFormat } from '../../../lib/dates';
import { usePublicRounds } from '../../../lib/public-rounds';
import { SectionShell } from './section-shell';

const TABS = {
  general: ['fullTime', 'age', 'programme', 'identity', 'noOtherAllowance', 'notRelated', 'notEmployed'],
  hongKong: ['studyHongKong', 'studyGba'],
  gba: ['studyHongKong', 'studyGba'],
} as const;
type TabKey = keyof typeof TABS;
const TAB_KEYS = Object.keys(TABS) as TabKey[];

export function EligibilitySection() {
  const { t, i18n } = useTranslation('landing');
  const rounds = usePublicRounds();
  // The round the key facts show: the one open now, else the next announced.
  const round: Round | undefined = rounds.data ? (rounds.data.current ?? rounds.data.upcoming[0]) : undefined;
  const amount = amountFormat(i18n.language);

  const itemText = (tab: TabKey, item: string) => {
    if (item !== 'notEmployed') return t(`eligibility.${tab}.items.${item}`);
    return round
      ? t('eligibility.general.items.notEmployed', { count: round.priorEmploymentMonths })
      : t('eligibility.general.items.notEmployedNoRound');
  };
  const allowanceText = (tab: Exclude<TabKey, 'general'>) =>
    round
      ? t(`eligibility.allowance.${tab}`, {
          round: roundName(round, i18n.language),
          amount: amount.format(tab === 'hongKong' ? round.allowanceHongKong : round.allowanceGba),
        })
      : null;

  return (
    <SectionShell id="eligibility" title={t('eligibility.title')} intro={t('eligibility.intro')} tinted>
      <Stack gap="xl">
        {/* Every tab's rules are in the page as the server writes it, hidden until chosen: a reader
            before the scripts run, and a search engine, find all of them. */}
        <Tabs defaultValue="general" id="eligibility-tabs" keepMountedMode="display-none">
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
                  <List.Item key={item}>{itemText(tab, item)}</List.Item>
                ))}
              </List>
              {tab === 'general' ? null : (
                <>
                  <Text mt="md" c="gray.8">
                    {t('eligibility.alsoGeneral')}
                  </Text>
                  {allowanceText(tab) ? (
                    <Text mt="xs" c="gray.8">
                      {allowanceText(tab)}
                    </Text>
                  ) : null}
                </>
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
