// What a company's published reviews add up to (GET /v1/review/summary?companyId=): the overall
// average and count, each topic's average and how many rated it, and how often each attribute was
// named.
import { REVIEW_ATTRIBUTES, REVIEW_TOPICS } from '@fis/shared/enums';
import type { ReviewSummary as Summary } from '@fis/shared/review-view-schemas';
import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { CompanyRating, useRatingFormat } from '../../../components/ui/company-rating';

export function ReviewSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('reviews');
  const format = useRatingFormat();
  const named = REVIEW_ATTRIBUTES.filter((attribute) => summary.attributes[attribute] > 0).sort(
    (a, b) => summary.attributes[b] - summary.attributes[a],
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="review-summary">
      <Stack gap="md">
        <Title order={2} size="h4" id="review-summary">
          {t('summary.title')}
        </Title>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('summary.overall')}
          </Text>
          <CompanyRating rating={{ average: summary.average, count: summary.count }} size="md" />
        </Stack>
        <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t('summary.topics')}
            </Title>
            <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
              {REVIEW_TOPICS.map((topic) => {
                const { average, count } = summary.topics[topic];
                return (
                  <Stack key={topic} gap={2} component="li">
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm">{t(`topics.${topic}`)}</Text>
                      {average === null || count === 0 ? (
                        <Text size="sm" c="dimmed" ta="right">
                          {t('summary.notRated')}
                        </Text>
                      ) : (
                        <Text size="sm" fw={600} ta="right">
                          {`${t('rating.outOf', { value: format(average) })} · ${t('summary.topicRatings', { count })}`}
                        </Text>
                      )}
                    </Group>
                    <Progress value={((average ?? 0) / 5) * 100} size="sm" color="yellow.7" aria-hidden="true" />
                  </Stack>
                );
              })}
            </Stack>
          </Stack>
          {named.length > 0 && (
            <Stack gap="xs">
              <Title order={3} size="h5">
                {t('summary.attributes')}
              </Title>
              <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                {named.map((attribute) => (
                  <Group key={attribute} justify="space-between" gap="xs" component="li" wrap="nowrap">
                    <Text size="sm">{t(`attributes.${attribute}`)}</Text>
                    <Text size="sm" c="dimmed">
                      {t('summary.attributeCount', { count: summary.attributes[attribute] })}
                    </Text>
                  </Group>
                ))}
              </Stack>
            </Stack>
          )}
        </ColumnsGrid>
      </Stack>
    </Card>
  );
}
