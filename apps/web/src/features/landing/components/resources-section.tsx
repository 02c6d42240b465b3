// #resources: the static documents (public/docs/{lng}) a student or company reads before applying.
// They are plain files outside the single-page app, so they use ordinary links, not router links.
import { DEFAULT_LANGUAGE } from '@fis/shared/enums';
import { isLanguage } from '@fis/shared/i18n';
import { Anchor, Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { SectionShell } from './section-shell';

const DOCUMENTS = [
  { key: 'guide', file: 'guide-and-notes' },
  { key: 'faq', file: 'faq' },
  { key: 'terms', file: 'terms' },
] as const;

export function ResourcesSection() {
  const { t, i18n } = useTranslation('landing');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  return (
    <SectionShell id="resources" title={t('resources.title')} intro={t('resources.intro')} tinted>
      <ColumnsGrid cols={{ base: 1, sm: 3 }}>
        {DOCUMENTS.map(({ key, file }) => (
          <Card key={key} withBorder radius="md" padding="lg">
            <Title order={3} size="h4" mb="xs">
              {t(`resources.${key}.title`)}
            </Title>
            <Text size="sm" c="gray.8" mb="md" style={{ flexGrow: 1 }}>
              {t(`resources.${key}.body`)}
            </Text>
            <Anchor href={`/docs/${language}/${file}.html`} fw={700} underline="always">
              {t(`resources.${key}.link`)}
            </Anchor>
          </Card>
        ))}
      </ColumnsGrid>
    </SectionShell>
  );
}
