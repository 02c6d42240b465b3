// Demo applications, so that a first start shows a pipeline: two of the demo candidates have
// applied to the demo companies' newest jobs and stand at different stages, one with an interview
// in a few days. The third demo candidate (Chan Tai Man) has applied nowhere, so the applying
// journey can be tried from the start. Runs once: skipped when a demo candidate has applications.
import { findMove, Stage } from '@fis/shared/application-stages';
import { hongKongDate, hongKongIso } from '@fis/shared/hong-kong-time';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import {
  applicationEvents,
  applications,
  candidateProfiles,
  companies,
  interviews,
  jobs,
  users,
} from '../db/schema.js';
import type { Services } from '../services.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoApplication {
  candidate: string;
  company: string;
  /** Which of the company's jobs, newest first. */
  jobIndex: number;
  /** Every stage the application passed through, the first being NEW. */
  path: Stage[];
  appliedDaysAgo: number;
  pitch: string;
  /** Days from now (negative: past) and the Hong Kong time (HH:mm) of the interview, for paths through INTERVIEWING. */
  interview?: { inDays: number; hongKongTime: string; place?: string; videoLink?: string };
}

const APPLICATIONS: DemoApplication[] = [
  {
    candidate: 'li.xiaoming@student.demo',
    company: 'hr@novapay.demo',
    jobIndex: 0,
    path: [Stage.NEW, Stage.SCREENING, Stage.INTERVIEWING],
    appliedDaysAgo: 6,
    pitch: 'I built a payment reconciliation tool in my MSc project and would love to bring it to NovaPay.',
    interview: { inDays: 3, hongKongTime: '10:00', place: '12/F, 1 Harbour Road, Wan Chai' },
  },
  {
    candidate: 'wong.kayan@student.demo',
    company: 'hr@novapay.demo',
    jobIndex: 0,
    path: [Stage.NEW, Stage.SCREENING],
    appliedDaysAgo: 4,
    pitch: 'Accounting student who automates spreadsheets with Python; keen on payments.',
  },
  {
    candidate: 'wong.kayan@student.demo',
    company: 'hr@novapay.demo',
    jobIndex: 1,
    path: [Stage.NEW],
    appliedDaysAgo: 1,
    pitch: '',
  },
  {
    candidate: 'li.xiaoming@student.demo',
    company: 'talent@harbourwealth.demo',
    jobIndex: 0,
    path: [Stage.NEW, Stage.SCREENING, Stage.INTERVIEWING, Stage.OFFERED],
    appliedDaysAgo: 12,
    pitch: '我熟悉量化投資與 Python，希望參與貴公司的智能投顧項目。',
    interview: { inDays: -5, hongKongTime: '15:00', videoLink: 'https://meet.example.com/harbour-wealth-demo' },
  },
  {
    candidate: 'wong.kayan@student.demo',
    company: 'talent@harbourwealth.demo',
    jobIndex: 1,
    path: [Stage.NEW],
    appliedDaysAgo: 2,
    pitch: '',
  },
];

export async function newestJobsOf(
  db: Executor,
  companyEmail: string,
): Promise<{ id: string; companyId: string; companyUserId: string; positionName: string }[]> {
  return db
    .select({ id: jobs.id, companyId: jobs.companyId, companyUserId: users.id, positionName: jobs.positionName })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .innerJoin(users, eq(users.id, companies.userId))
    .where(eq(users.email, companyEmail))
    .orderBy(desc(jobs.postedAt), desc(jobs.id));
}

/** Whether any of the candidates has an application: then the demo's were written before, or theirs are real. */
export async function anyApplicationOf(db: Executor, candidates: { id: string }[]): Promise<boolean> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(applications)
    .where(
      inArray(
        applications.candidateId,
        candidates.map((c) => c.id),
      ),
    );
  return (existing?.n ?? 0) > 0;
}

/**
 * An application as the moves of `path` leave it (the first being NEW), each move in its history
 * by the party the stage machine gives it, made at `stepAt(i)`.
 */
export async function insertDemoApplication(
  tx: Executor,
  input: {
    candidate: { id: string; email: string; phonePrefix: string; phone: string };
    job: { id: string; companyId: string; companyUserId: string };
    path: Stage[];
    pitch: string;
    stepAt: (i: number) => Date;
  },
): Promise<{ id: string }> {
  const { candidate, job, path, stepAt } = input;
  const last = path.length - 1;
  const [row] = await tx
    .insert(applications)
    .values({
      jobId: job.id,
      companyId: job.companyId,
      candidateId: candidate.id,
      stage: path[last] ?? Stage.NEW,
      previousStage: last > 0 ? (path[last - 1] ?? null) : null,
      contactEmail: candidate.email,
      contactPhonePrefix: candidate.phonePrefix,
      contactPhoneNumber: candidate.phone,
      pitch: input.pitch || null,
      appliedAt: stepAt(0),
      stageChangedAt: stepAt(last),
      createdAt: stepAt(0),
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('application insert returned no row');
  await tx.insert(applicationEvents).values(
    path.map((stage, i) => {
      const from = i === 0 ? null : (path[i - 1] ?? null);
      const actor = from === null ? 'candidate' : (findMove(from, stage)?.actor ?? 'company');
      return {
        applicationId: row.id,
        actorUserId: actor === 'candidate' ? candidate.id : job.companyUserId,
        actor,
        fromStage: from,
        toStage: stage,
        createdAt: stepAt(i),
      };
    }),
  );
  return row;
}

/** Returns false when nothing was added (already there, or no demo jobs). */
export async function seedDemoApplications(svc: Pick<Services, 'db' | 'clock'>): Promise<boolean> {
  const emails = [...new Set(APPLICATIONS.map((a) => a.candidate))];
  const candidates = await svc.db
    .select({
      id: users.id,
      email: users.email,
      phonePrefix: candidateProfiles.phonePrefix,
      phone: candidateProfiles.phoneNumber,
    })
    .from(users)
    .innerJoin(candidateProfiles, eq(candidateProfiles.userId, users.id))
    .where(inArray(users.email, emails));
  if (candidates.length === 0) return false;
  if (await anyApplicationOf(svc.db, candidates)) return false;

  const now = svc.clock.now().getTime();
  return svc.db.transaction(async (tx) => {
    let added = 0;
    for (const demo of APPLICATIONS) {
      const candidate = candidates.find((c) => c.email === demo.candidate);
      const job = (await newestJobsOf(tx, demo.company))[demo.jobIndex];
      if (!candidate || !job) continue;
      const appliedAt = new Date(now - demo.appliedDaysAgo * DAY_MS);
      // Each later stage a day after the one before, the last one no later than an hour ago.
      const stepAt = (i: number) => new Date(Math.min(appliedAt.getTime() + i * DAY_MS, now - 60 * 60 * 1000));
      const row = await insertDemoApplication(tx, { candidate, job, path: demo.path, pitch: demo.pitch, stepAt });
      if (demo.interview) {
        const day = hongKongDate(now + demo.interview.inDays * DAY_MS);
        const startsAt = new Date(hongKongIso(day, demo.interview.hongKongTime));
        const scheduledAt = stepAt(demo.path.indexOf(Stage.INTERVIEWING));
        await tx.insert(interviews).values({
          applicationId: row.id,
          startsAt,
          durationMinutes: 45,
          place: demo.interview.place ?? null,
          videoLink: demo.interview.videoLink ?? null,
          note: null,
          createdAt: scheduledAt,
          updatedAt: scheduledAt,
        });
      }
      added++;
    }
    return added > 0;
  });
}
