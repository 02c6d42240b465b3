// One review as it reads everywhere (a company's Reviews tab, the company's own list, the
// candidate's own reviews, the moderation queue): its title and stars, who wrote it as the reader
// may know it (`byline`), the job title, what the author likes and dislikes, the topics rated, the
// attributes named and the company's public reply. `children`: what the page adds below (report,
// reply form, edit and delete, the moderation buttons).
import { REVIEW_TOPICS } from '@fis/shared/enums';
import { institutionLabel } from '@fis/shared/institution-label';
import type { AnonymousAuthor, PublicReview } from '@fis/shared/review-view-schemas';
import { Badge, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { Stars, useRatingFormat } from '../../../components/ui/company-rating';
import { ConvertedText } from '../../../components/ui/converted-text';
import { InstitutionText } from '../../../components/ui/institution-logo';
import { useDates } from '../../../lib/dates';

type ReviewContent = Pick<
  PublicReview,
  | 'id'
  | 'title'
  | 'rating'
  | 'topicRatings'
  | 'jobTitle'
  | 'likes'
  | 'dislikes'
  | 'attributes'
  | 'reply'
  | 'createdAt'
  | 'publishedAt'
> & { original?: PublicReview['original'] };

/**
 * The author as a company and other candidates know them: institution and graduation year only,
 * or less where the company met few like them (decision 032), down to neither.
 */
export function useAuthorLabel(): (author: AnonymousAuthor) => string {
  const { t } = useTranslation('reviews');
  return (author) => {
    if (!author.institution) {
      return author.graduationYear ? t('card.authorYear', { year: author.graduationYear }) : t('card.authorWithheld');
    }
    const institution = institutionLabel(
      { institution: author.institution, institutionOther: author.institutionOther },
      t,
    );
    return author.graduationYear ? t('card.author', { institution, year: author.graduationYear }) : institution;
  };
}

/** The byline of a review a company or another candidate reads: the institution's mark and label. */
export function AnonymousByline({ author }: { author: AnonymousAuthor }) {
  const label = useAuthorLabel()(author);
  return author.institution ? (
    <InstitutionText institution={author.institution}>{label}</InstitutionText>
  ) : (
    <Text size="sm">{label}</Text>
  );
}

export function ReviewCard({
  review,
  byline,
  replyFrom,
  status,
  headingLevel = 3,
  children,
}: {
  review: ReviewContent;
  byline?: ReactNode;
  /** Who replied, as the reply's heading says it ("Reply from NovaPay", "Your reply"). */
  replyFrom: string;
  /** A badge of the review's state (the author's and the admin's lists). */
  status?: ReactNode;
  headingLevel?: 2 | 3;
  children?: ReactNode;
}) {
  const { t } = useTranslation('reviews');
  const dates = useDates();
  const format = useRatingFormat();
  const titleId = `review-${review.id}`;
  const topics = REVIEW_TOPICS.filter((topic) => review.topicRatings[topic]);
  const when = review.publishedAt
    ? t('card.published', { date: dates.date(review.publishedAt) })
    : t('card.written', { date: dates.date(review.createdAt) });
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <ConvertedText text={review.title} original={review.original?.title}>
              {(title, lang) => (
                <Title order={headingLevel} size="h4" id={titleId} lang={lang} style={{ overflowWrap: 'anywhere' }}>
                  {title}
                </Title>
              )}
            </ConvertedText>
            <Group gap={6} wrap="nowrap">
              <Stars value={review.rating} />
              <Text size="sm" fw={600}>
                {t('rating.outOf', { value: format(review.rating) })}
              </Text>
            </Group>
          </Stack>
          {status}
        </Group>
        <Group gap="md" c="dimmed">
          {byline}
          <Text size="sm">{when}</Text>
        </Group>
        <Text size="sm">
          <Text span fw={600} size="sm">
            {t('card.jobTitle')}
          </Text>
          {t('common:labelSeparator')}
          <ConvertedText text={review.jobTitle} original={review.original?.jobTitle} markOnly />
        </Text>
        <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {(
            [
              ['likes', review.likes],
              ['dislikes', review.dislikes],
            ] as const
          ).map(([key, text]) => (
            <Stack key={key} gap={2}>
              <Text fw={600} size="sm">
                {t(`card.${key}`)}
              </Text>
              <ConvertedText text={text} original={review.original?.[key]}>
                {(shown, lang) => (
                  <Text size="sm" lang={lang} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {shown}
                  </Text>
                )}
              </ConvertedText>
            </Stack>
          ))}
        </ColumnsGrid>
        {topics.length > 0 && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('card.topics')}
            </Text>
            <Group gap="xs">
              {topics.map((topic) => (
                <Badge key={topic} variant="light" color="gray" tt="none" fw={500}>
                  {t(`topics.${topic}`)}: {review.topicRatings[topic]}/5
                </Badge>
              ))}
            </Group>
          </Stack>
        )}
        {review.attributes.length > 0 && (
          <Stack gap={4}>
            <Text fw={600} size="sm">
              {t('card.attributes')}
            </Text>
            <Group gap="xs">
              {review.attributes.map((attribute) => (
                <Badge key={attribute} variant="outline" tt="none" fw={500}>
                  {t(`attributes.${attribute}`)}
                </Badge>
              ))}
            </Group>
          </Stack>
        )}
        {review.reply && (
          <Paper bg="gray.0" p="sm" radius="sm" withBorder>
            <Stack gap={4}>
              <Group justify="space-between" gap="xs">
                <Text fw={600} size="sm">
                  {replyFrom}
                </Text>
                <Text size="xs">{t('card.repliedAt', { date: dates.date(review.reply.repliedAt) })}</Text>
              </Group>
              <ConvertedText text={review.reply.text} original={review.reply.original?.text}>
                {(shown, lang) => (
                  <Text size="sm" lang={lang} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {shown}
                  </Text>
                )}
              </ConvertedText>
            </Stack>
          </Paper>
        )}
        {children}
      </Stack>
    </Card>
  );
}
