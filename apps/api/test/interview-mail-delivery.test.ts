// The interview email through a real SMTP server: the candidate's message really carries the
// calendar file. Waiting here is real delivery time (queue worker and SMTP), never business time.
import { Stage } from '@fis/shared/application-stages';
import type { Language } from '@fis/shared/enums';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t as translate } from '../src/lib/catalogs.js';
import { appliedId, buildInterview, candidateWithId, setStage } from './application-factories.js';
import { signedInCompany } from './company-job-factories.js';
import { createJob, lastEmailTo, waitFor } from './factories.js';
import { call, startTestApp, type TestApp } from './helper.js';
import { type Sink, startSink } from './smtp-sink.js';

describe('an interview email delivered through SMTP', () => {
  const messages: string[] = [];
  let sink: Sink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSink(messages);
    t = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${sink.port}` });
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('carries interview.ics as text/calendar, METHOD:REQUEST then METHOD:CANCEL, and says the place, link and note', async () => {
    const company = await signedInCompany(t, { companyName: 'Alpha Pay Ltd' });
    const candidate = await candidateWithId(t);
    const job = await createJob(t, company.companyId, { positionName: '支付實習生' });
    const id = await appliedId(t, candidate, job.id);
    await setStage(t, id, Stage.SCREENING, Stage.NEW);
    const moved = await call(t, 'PUT', `/applications/${id}`, {
      token: company.token,
      body: {
        stage: Stage.INTERVIEWING,
        interview: buildInterview(t, {
          videoLink: 'https://meet.example.com/alpha-pay?room=7&pin=42',
          note: 'Please bring your student ID.\nAsk for Ms Wong at the reception.',
        }),
      },
    });
    expect(moved.status).toBe(200);
    const interviewId = moved.body.application.interviews[0].id as string;

    const calendarsOf = async () => {
      const found = [];
      for (const raw of messages) {
        const mail = await PostalMime.parse(raw);
        if (!mail.to?.some((a) => a.address === candidate.email)) continue;
        for (const file of mail.attachments) {
          if (file.mimeType === 'text/calendar') {
            found.push({ raw, mail, file, text: new TextDecoder().decode(file.content as ArrayBuffer) });
          }
        }
      }
      return found;
    };
    const [invite] = await waitFor(async () => {
      const found = await calendarsOf();
      return found.length >= 1 ? found : undefined;
    });
    expect(invite?.file.filename).toBe('interview.ics');
    expect(invite?.text).toContain('METHOD:REQUEST');
    expect(invite?.text).toContain(`UID:${interviewId}@app.test`);
    expect(invite?.text.replace(/\r\n[ \t]/g, '')).toContain('支付實習生');
    // The calendar file travels beside both parts of the message, and both say what it is for.
    expect(invite?.raw).toMatch(/^Content-Type: multipart\/mixed;/m);
    expect(invite?.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    const language = (await lastEmailTo(t, candidate.email))?.language as Language;
    const note = (key: string) => translate(language, `emails:layout.${key}`);
    expect(invite?.mail.text).toContain(note('calendarRequest'));
    expect(invite?.mail.html).toContain(note('calendarRequest'));
    // The place, the video link and the note are in the email itself, not only in the file.
    const inText = (key: string, value: string) => expect(invite?.mail.text).toContain(`${note(key)}\n${value}`);
    inText('interviewPlace', '1 Harbour Road, Wan Chai');
    inText('interviewVideoLink', 'https://meet.example.com/alpha-pay?room=7&pin=42');
    inText('interviewNote', 'Please bring your student ID.\nAsk for Ms Wong at the reception.');
    expect(invite?.mail.html).toContain('href="https://meet.example.com/alpha-pay?room=7&amp;pin=42"');
    expect(invite?.mail.html).toContain('1 Harbour Road, Wan Chai');

    // Moved to another place: the rescheduling email gives the new one.
    const moved2 = await call(t, 'PUT', `/interviews/${interviewId}`, {
      token: company.token,
      body: buildInterview(t, { place: '8 Finance Street, Central', videoLink: undefined }),
    });
    expect(moved2.status).toBe(200);
    const rescheduled = await waitFor(async () => {
      const found = await calendarsOf();
      return found.find((c) => c.text.includes('SEQUENCE:1'));
    });
    expect(rescheduled.mail.text).toContain(`${note('interviewPlace')}\n8 Finance Street, Central`);
    expect(rescheduled.mail.text).not.toContain(note('interviewVideoLink'));

    expect((await call(t, 'POST', `/interviews/${interviewId}/cancel`, { token: company.token })).status).toBe(200);
    const all = await waitFor(async () => {
      const found = await calendarsOf();
      return found.length >= 3 ? found : undefined;
    });
    const cancelled = all.find((c) => c.text.includes('METHOD:CANCEL'));
    expect(cancelled?.text).toContain('STATUS:CANCELLED');
    expect(cancelled?.text).toContain('SEQUENCE:2');
    expect(cancelled?.mail.text).toContain(note('calendarCancel'));
    expect(cancelled?.mail.html).toContain(note('calendarCancel'));
  });
});
