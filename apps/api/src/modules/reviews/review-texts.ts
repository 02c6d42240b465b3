// A published review in its reader's Chinese script (docs/decisions/012): what the author wrote and
// the company's reply, converted when written in the other script, with the text as written kept
// in `original`. The author's own view and the office's stay as written: they edit and judge it.
import type { Language } from '@fis/shared/enums';
import { REVIEW_TEXTS } from '@fis/shared/original-text';
import type { PublicReview } from '@fis/shared/review-view-schemas';
import { inReaderScript, readerScript } from '../../lib/chinese-script.js';

export async function reviewsInReaderScript(lang: Language, reviews: PublicReview[]): Promise<PublicReview[]> {
  const reader = await readerScript(lang);
  return reviews.map((review) => {
    const converted = inReaderScript(reader, review, REVIEW_TEXTS);
    return review.reply ? { ...converted, reply: inReaderScript(reader, review.reply, ['text']) } : converted;
  });
}
