// Demo placements (docs/decisions/041), so that the placements' pages have something to show: the
// four demo interns were hired by Harbour Wealth, and their placements stand where a visitor would
// want to see one: waiting for the company's start date, waiting for the intern's agreement,
// ongoing with an extension waiting for the scheme office, and ended early. Made as the real paths
// leave them: the accept's placement (insertPlacement), then its dates. Runs once: skipped when an
// intern has an application, or when the interns or the company's jobs are not there.
import { Stage } from '@fis/shared/application-stages';
import { hongKongDate } from '@fis/shared/hong-kong-time';
import { eq, inArray } from 'drizzle-orm';
import { candidateProfiles, placementExtensions, placements, users } from '../db/schema.js';
import { insertPlacement } from '../modules/placements/create-placement-for-hire.js';
import type { Services } from '../services.js';
import { anyApplicationOf, insertDemoApplication, newestJobsOf } from './demo-applications.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const COMPANY = 'talent@harbourwealth.demo';

interface DemoPlacement {
  intern: string;
  /** The Harbour Wealth job, by its position name. */
  position: string;
  appliedDaysAgo: number;
  hiredDaysAgo: number;
  /** The start date proposed, in days from today, and whether the intern agreed to it. */
  start?: { inDays: number; agreed: boolean };
  extension?: { months: number; reason: string };
  earlyEnd?: { daysAgo: number; reason: string };
}

const PLACEMENTS: DemoPlacement[] = [
  { intern: 'chen.jiahui@student.demo', position: '交易營運實習生', appliedDaysAgo: 14, hiredDaysAgo: 2 },
  {
    intern: 'zhang.yue@student.demo',
    position: '監管科技分析實習生',
    appliedDaysAgo: 10,
    hiredDaysAgo: 4,
    start: { inDays: 14, agreed: false },
  },
  {
    intern: 'ho.wingsze@student.demo',
    position: 'IT Support Intern',
    appliedDaysAgo: 20,
    hiredDaysAgo: 12,
    start: { inDays: -7, agreed: true },
    extension: { months: 2, reason: '數據中心搬遷項目延至年底，希望實習生繼續參與測試工作。' },
  },
  {
    intern: 'lam.chikin@student.demo',
    position: '採購及行政實習生',
    appliedDaysAgo: 17,
    hiredDaysAgo: 11,
    start: { inDays: -9, agreed: true },
    earlyEnd: { daysAgo: 3, reason: '實習生因家庭原因提早返港，雙方同意提早結束實習。' },
  },
];

/** Returns false when nothing was added. */
export async function seedDemoPlacements(svc: Pick<Services, 'db' | 'clock'>): Promise<boolean> {
  const interns = await svc.db
    .select({
      id: users.id,
      email: users.email,
      phonePrefix: candidateProfiles.phonePrefix,
      phone: candidateProfiles.phoneNumber,
    })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(
      inArray(
        users.email,
        PLACEMENTS.map((p) => p.intern),
      ),
    );
  if (interns.length === 0) return false;
  if (await anyApplicationOf(svc.db, interns)) return false;

  const now = svc.clock.now().getTime();
  const day = (inDays: number) => hongKongDate(new Date(now + inDays * DAY_MS));
  return svc.db.transaction(async (tx) => {
    const jobs = await newestJobsOf(tx, COMPANY);
    let added = 0;
    for (const demo of PLACEMENTS) {
      const candidate = interns.find((i) => i.email === demo.intern);
      const job = jobs.find((j) => j.positionName === demo.position);
      if (!candidate || !job) continue;
      // Applied, screened two days later, offered, and the offer accepted on the day of the hire.
      const appliedAt = now - demo.appliedDaysAgo * DAY_MS;
      const hiredAt = now - demo.hiredDaysAgo * DAY_MS;
      const steps = [appliedAt, appliedAt + 2 * DAY_MS, hiredAt - DAY_MS, hiredAt];
      const application = await insertDemoApplication(tx, {
        candidate,
        job,
        path: [Stage.NEW, Stage.SCREENING, Stage.OFFERED, Stage.HIRED],
        pitch: '',
        stepAt: (i) => new Date(steps[i] ?? hiredAt),
      });
      const placementId = await insertPlacement(tx, {
        applicationId: application.id,
        jobId: job.id,
        companyId: job.companyId,
        candidateId: candidate.id,
        at: new Date(hiredAt),
      });
      if (demo.start) {
        // Proposed the day after the hire; agreed the day after that.
        await tx
          .update(placements)
          .set({
            startDate: day(demo.start.inDays),
            datesAgreedAt: demo.start.agreed ? new Date(hiredAt + 2 * DAY_MS) : null,
            ...(demo.earlyEnd
              ? { endedOn: day(-demo.earlyEnd.daysAgo), endReason: demo.earlyEnd.reason, endedBy: job.companyUserId }
              : {}),
            updatedAt: new Date(now - DAY_MS),
          })
          .where(eq(placements.id, placementId));
      }
      if (demo.extension) {
        await tx.insert(placementExtensions).values({
          placementId,
          months: demo.extension.months,
          reason: demo.extension.reason,
          status: 'pending',
          requestedBy: job.companyUserId,
          createdAt: new Date(now - DAY_MS),
        });
      }
      added++;
    }
    return added > 0;
  });
}
