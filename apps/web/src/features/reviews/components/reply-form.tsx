// The company's one public reply under a review of it (POST /v1/review/{id}/reply): written, or
// replaced, behind a button; the field's error beside it.
import { REVIEW_REPLY_MAX_LENGTH } from '@fis/shared/limits';
import { reviewReplyInputSchema } from '@fis/shared/review-schemas';
import type { PublicReview } from '@fis/shared/review-view-schemas';
import { Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LimitedTextarea } from '../../../components/ui/limited-text';
import { SubmitButton } from '../../../components/ui/submit-button';
import { fieldIssuesOf, useErrorText } from '../../../lib/form-errors';
import { useReplyReview } from '../api/reply-review';

export function ReplyForm({ review }: { review: PublicReview }) {
  const { t } = useTranslation('reviews');
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(review.reply?.text ?? '');
  const [error, setError] = useState<string | undefined>();
  const reply = useReplyReview();
  const errorText = useErrorText();

  if (!open) {
    return (
      <Group justify="flex-end">
        <Button
          variant="light"
          size="compact-sm"
          onClick={() => {
            setText(review.reply?.text ?? '');
            setOpen(true);
          }}
          aria-label={review.reply ? undefined : t('company.replyLabel', { title: review.title })}
        >
          {review.reply ? t('company.editReply') : t('company.reply')}
        </Button>
      </Group>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = reviewReplyInputSchema.safeParse({ reply: text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    reply.mutate(
      { id: review.id, values: { reply: text } },
      {
        onSuccess: (answer) => {
          notifications.show({ color: 'green', message: answer.message || t('company.replied') });
          setOpen(false);
        },
        onError: (err) => {
          const field = fieldIssuesOf(err).find((issue) => issue.field === 'reply');
          if (field) setError(field.code);
          else notifications.show({ color: 'red', message: errorText(err) });
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <LimitedTextarea
          label={t('company.replyField')}
          description={t('company.replyHint')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={REVIEW_REPLY_MAX_LENGTH}
          error={error ? t(`errors:${error}`) : undefined}
          autosize
          minRows={3}
          maxRows={10}
          required
          data-autofocus
          autoFocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => setOpen(false)}>
            {t('common:actions.cancel')}
          </Button>
          <SubmitButton submitting={reply.isPending}>{t('company.publishReply')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
