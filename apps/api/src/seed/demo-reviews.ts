// A demo review, so that a first start shows a company's rating and a review to read: Li Xiaoming,
// offered a job by Harbour Wealth after an interview (demo-applications.ts), reviewed it, and the
// scheme office published the review. NovaPay, where he interviewed too, is left for trying the
// write-review journey. Runs once: skipped when the demo candidate has a review.
import { ReviewStatus } from '@fis/shared/enums';
import { eq } from 'drizzle-orm';
import { companies, companyReviews, users } from '../db/schema.js';
import { recountCompanyRating } from '../modules/reviews/company-rating.js';
import type { Services } from '../services.js';

const AUTHOR = 'li.xiaoming@student.demo';
const COMPANY = 'talent@harbourwealth.demo';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Returns false when nothing was added (already there, or no demo accounts). */
export async function seedDemoReviews(svc: Pick<Services, 'db' | 'clock'>): Promise<boolean> {
  const [author] = await svc.db.select({ id: users.id }).from(users).where(eq(users.email, AUTHOR));
  const [company] = await svc.db
    .select({ id: companies.id })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(users.email, COMPANY));
  if (!author || !company) return false;
  const [existing] = await svc.db
    .select({ id: companyReviews.id })
    .from(companyReviews)
    .where(eq(companyReviews.authorId, author.id));
  if (existing) return false;
  const writtenAt = new Date(svc.clock.now().getTime() - 2 * DAY_MS);
  const publishedAt = new Date(writtenAt.getTime() + DAY_MS);
  await svc.db.transaction(async (tx) => {
    await tx.insert(companyReviews).values({
      companyId: company.id,
      authorId: author.id,
      title: '面試過程專業，團隊樂於分享',
      rating: 4,
      topicRatings: { CULTURE: 5, CAREER_DEVELOPMENT: 4, WORK_LIFE: 3 },
      jobTitle: '量化研究實習生',
      likes: '面試官詳細介紹智能投顧項目，並即場回答我對模型風險的問題。',
      dislikes: '面試安排在辦公時間內，需要向學校請假。',
      attributes: ['GROWTH', 'INNOVATION', 'CONTINUOUS_FEEDBACK'],
      status: ReviewStatus.PUBLISHED,
      publishedAt,
      createdAt: writtenAt,
      updatedAt: publishedAt,
    });
    await recountCompanyRating(tx, company.id);
  });
  return true;
}
