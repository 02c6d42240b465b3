// The calendar file sent to the candidate with the email about their interview: the title in the
// candidate's email language, the company as organiser and the candidate as attendee; the job's
// and the company's names in the candidate's Chinese script, as in the email (decision 012).
import { companyNameIn } from '@fis/shared/company-name';
import type { Language } from '@fis/shared/enums';
import { JOB_NAME_TEXTS } from '@fis/shared/original-text';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { type EmailAttachment, users } from '../../db/schema.js';
import { t } from '../../lib/catalogs.js';
import { inReaderScript, readerScript } from '../../lib/chinese-script.js';
import type { Services } from '../../services.js';
import {
  buildInterviewCalendar,
  type CalendarInterview,
  type CalendarMethod,
  calendarAttachment,
} from './interview-calendar.js';

/** The bare address of a From header such as `Name <address>`. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
}

/** Who and what the file names: an ApplicationContext has it all. */
export interface InviteContext {
  application: { candidateId: string };
  job: { positionName: string };
  companyName: string;
  companyNameZh: string | null;
  candidate: { englishName: string };
}

export async function interviewInvite(
  tx: Executor,
  svc: Pick<Services, 'clock' | 'config'>,
  ctx: InviteContext,
  interview: CalendarInterview,
  method: CalendarMethod,
  extraDescription?: string,
): Promise<EmailAttachment[]> {
  const [candidate] = await tx
    .select({ email: users.email, language: users.emailLanguage })
    .from(users)
    .where(eq(users.id, ctx.application.candidateId));
  const language = (candidate?.language ?? 'zh') as Language;
  const written = {
    positionName: ctx.job.positionName,
    companyName: ctx.companyName,
    companyNameZh: ctx.companyNameZh,
  };
  const names = inReaderScript(await readerScript(language), written, JOB_NAME_TEXTS);
  const companyName = companyNameIn({ name: names.companyName, nameZh: names.companyNameZh }, language);
  const ics = buildInterviewCalendar({
    interview,
    method,
    host: new URL(svc.config.publicUrl).host,
    now: svc.clock.now(),
    summary: t(language, 'messages:interviewCalendarSummary', {
      positionName: names.positionName,
      companyName,
    }),
    extraDescription,
    organizer: { name: companyName, email: addressOf(svc.config.mailFrom) },
    attendee: candidate ? { name: ctx.candidate.englishName, email: candidate.email } : undefined,
  });
  return [calendarAttachment(ics, method)];
}
