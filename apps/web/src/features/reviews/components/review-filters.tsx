// The topic filter and the order of a list of reviews (a company's Reviews tab, the company's own
// reviews).
import { REVIEW_SORTS, REVIEW_TOPICS, type ReviewSort, type ReviewTopic } from '@fis/shared/enums';
import { Group, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const ALL = 'ALL';

export function ReviewFilters({
  topic,
  sort,
  onChange,
}: {
  topic?: ReviewTopic;
  sort: ReviewSort;
  onChange(next: { topic?: ReviewTopic; sort: ReviewSort }): void;
}) {
  const { t } = useTranslation('reviews');
  return (
    <Group gap="sm" align="flex-end" role="group" aria-label={t('list.filters')}>
      <Select
        label={t('list.topic')}
        data={[
          { value: ALL, label: t('list.allTopics') },
          ...REVIEW_TOPICS.map((x) => ({ value: x, label: t(`topics.${x}`) })),
        ]}
        value={topic ?? ALL}
        onChange={(v) => onChange({ sort, topic: v && v !== ALL ? (v as ReviewTopic) : undefined })}
        allowDeselect={false}
        style={{ flex: 1, minWidth: 180 }}
      />
      <Select
        label={t('list.sort')}
        data={REVIEW_SORTS.map((x) => ({ value: x, label: t(`list.${x}`) }))}
        value={sort}
        onChange={(v) => onChange({ topic, sort: (v as ReviewSort | null) ?? 'newest' })}
        allowDeselect={false}
        style={{ flex: 1, minWidth: 180 }}
      />
    </Group>
  );
}
