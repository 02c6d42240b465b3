// The review itself, to write or to edit: the overall rating and a rating per topic (stars, by
// keyboard or pointer; at least one topic), the title, the job title, what the author likes and
// dislikes, and the attributes that describe the company (chips). Validated with the API's own
// schema (updateReviewInputSchema); the API's field errors go beside their fields.
import { REVIEW_ATTRIBUTES, REVIEW_TOPICS, type ReviewAttribute, type ReviewTopic } from '@fis/shared/enums';
import { REVIEW_JOB_TITLE_MAX_LENGTH, REVIEW_TEXT_MAX_LENGTH, REVIEW_TITLE_MAX_LENGTH } from '@fis/shared/limits';
import { type ReviewValues, updateReviewInputSchema } from '@fis/shared/review-schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Chip, Group, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { LimitedTextareaField, LimitedTextInputField } from '../../../components/ui/limited-text';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useFieldErrorText } from '../../../lib/form-errors';
import { useServerErrors } from '../../../lib/notify';
import { StarRatingInput } from './star-rating-input';

/** What the inputs hold: 0 for a star rating not given. */
export interface ReviewFormInput {
  title: string;
  rating: number;
  topicRatings: Record<ReviewTopic, number>;
  jobTitle: string;
  likes: string;
  dislikes: string;
  attributes: ReviewAttribute[];
}

const FIELDS = ['title', 'rating', 'topicRatings', 'jobTitle', 'likes', 'dislikes', 'attributes'] as const;

export function reviewFormValues(review?: {
  title: string;
  rating: number;
  topicRatings: Partial<Record<ReviewTopic, number>>;
  jobTitle: string;
  likes: string;
  dislikes: string;
  attributes: ReviewAttribute[];
}): ReviewFormInput {
  return {
    title: review?.title ?? '',
    rating: review?.rating ?? 0,
    topicRatings: Object.fromEntries(REVIEW_TOPICS.map((x) => [x, review?.topicRatings[x] ?? 0])) as Record<
      ReviewTopic,
      number
    >,
    jobTitle: review?.jobTitle ?? '',
    likes: review?.likes ?? '',
    dislikes: review?.dislikes ?? '',
    attributes: review?.attributes ?? [],
  };
}

// The stars hold 0 until chosen: an overall rating not given is "required", not "invalid".
const formSchema = z.preprocess(
  (v: ReviewFormInput) => ({ ...v, rating: v.rating || undefined }),
  updateReviewInputSchema,
);

export function ReviewForm({
  defaultValues,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  defaultValues: ReviewFormInput;
  submitLabel: string;
  onSubmit(values: ReviewValues): Promise<void>;
  onCancel(): void;
}) {
  const { t } = useTranslation('reviews');
  const fieldError = useFieldErrorText();
  const serverErrors = useServerErrors();
  const {
    control,
    handleSubmit,
    setError,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormInput, unknown, ReviewValues>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues,
  });

  // "Rate at least one topic" belongs to the topics together: a topic rated checks them again.
  const rateTopic = (onChange: (stars: number) => void, stars: number) => {
    onChange(stars);
    if (errors.topicRatings) void trigger('topicRatings');
  };

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (err) {
      serverErrors(err, setError, [...FIELDS]);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              name="rating"
              label={t('write.overall')}
              value={field.value}
              onChange={field.onChange}
              required
              error={fieldError(errors.rating)}
            />
          )}
        />
        <Stack gap="xs" role="group" aria-labelledby="topic-ratings" aria-describedby="topic-hint">
          <Text fw={600} id="topic-ratings">
            {t('write.topics')}
          </Text>
          <Text size="sm" c="dimmed" id="topic-hint">
            {t('write.topicsHint')}
          </Text>
          <ColumnsGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {REVIEW_TOPICS.map((topic) => (
              <Controller
                key={topic}
                control={control}
                name={`topicRatings.${topic}`}
                render={({ field }) => (
                  <StarRatingInput
                    name={`topic-${topic}`}
                    label={t(`topics.${topic}`)}
                    value={field.value}
                    onChange={(stars) => rateTopic(field.onChange, stars)}
                    onClear={() => rateTopic(field.onChange, 0)}
                    clearLabel={t('write.clearTopic', { topic: t(`topics.${topic}`) })}
                  />
                )}
              />
            ))}
          </ColumnsGrid>
          {errors.topicRatings?.message || errors.topicRatings?.root?.message ? (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {fieldError(errors.topicRatings.root ?? errors.topicRatings)}
            </Text>
          ) : null}
        </Stack>
        <LimitedTextInputField
          control={control}
          name="title"
          label={t('write.reviewTitle')}
          maxLength={REVIEW_TITLE_MAX_LENGTH}
          required
        />
        <LimitedTextInputField
          control={control}
          name="jobTitle"
          label={t('write.jobTitle')}
          maxLength={REVIEW_JOB_TITLE_MAX_LENGTH}
          required
        />
        <LimitedTextareaField
          control={control}
          name="likes"
          label={t('write.likes')}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          autosize
          minRows={3}
          maxRows={12}
          required
        />
        <LimitedTextareaField
          control={control}
          name="dislikes"
          label={t('write.dislikes')}
          maxLength={REVIEW_TEXT_MAX_LENGTH}
          autosize
          minRows={3}
          maxRows={12}
          required
        />
        <Controller
          control={control}
          name="attributes"
          render={({ field }) => (
            <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
              <Text component="legend" fw={500} size="sm" mb={6} p={0}>
                {t('write.attributes')}
              </Text>
              <Chip.Group multiple value={field.value} onChange={(v) => field.onChange(v as ReviewAttribute[])}>
                <Group gap="xs">
                  {REVIEW_ATTRIBUTES.map((attribute) => (
                    <Chip key={attribute} value={attribute}>
                      {t(`attributes.${attribute}`)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {errors.attributes ? (
                <Text size="sm" c="var(--mantine-color-error)">
                  {fieldError(errors.attributes)}
                </Text>
              ) : null}
            </fieldset>
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('common:actions.cancel')}
          </Button>
          <SubmitButton submitting={isSubmitting}>{submitLabel}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
