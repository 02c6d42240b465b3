// Placements after their dates are agreed (docs/decisions/041): extensions asked for up to the
// round's longest, one at a time, decided by the office; an early end within the dates, which
// withdraws a waiting extension; and the allowance committed and paid against months counted by hand.
import { describe, expect, it } from 'vitest';
import { createJob } from './factories.js';
import { call } from './helper.js';
import { placementSuite } from './placement-factories.js';

const { s, get, propose, agree, ask, decide, endEarly, told, hire, setDates } = placementSuite();

describe('extensions', () => {
  it("are asked for up to the round's longest, one at a time, and decided by the office", async () => {
    const job = await createJob(s.t, s.company.companyId, { positionName: 'Extended Intern' });
    const { intern, id } = await hire(job.id);
    expect((await ask(id, { months: 1, reason: 'More work' })).body.code).toBe('PLACEMENT_NOT_RUNNING');
    await propose(id, '2026-03-31');
    await agree(id, intern.token);

    const tooLong = await ask(id, { months: 5, reason: 'Half a year' });
    expect(tooLong).toMatchObject({ status: 409, body: { code: 'EXTENSION_TOO_LONG', field: 'months' } });
    expect(tooLong.body.message).toContain('Test round');
    expect(tooLong.body.message).toContain('6');
    const zh = await call(s.t, 'POST', `/placements/${id}/extensions`, {
      token: s.company.token,
      body: { months: 5, reason: 'x' },
      lang: 'zh-HK',
    });
    expect(zh.body.message).toContain('測試輪次');

    // Two asked at once: one waits, the other is refused.
    const both = await Promise.all([ask(id, { months: 1, reason: 'A' }), ask(id, { months: 1, reason: 'B' })]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(both.find((r) => r.status === 409)?.body.code).toBe('EXTENSION_PENDING');
    const asked = both.find((r) => r.status === 201)?.body;
    expect(asked.extensions).toEqual([expect.objectContaining({ status: 'pending', decidedAt: null })]);
    const waiting = await call(s.t, 'GET', '/admin/placements?pendingExtension=true', { token: s.admin.token });
    expect(waiting.body.items.map((p: { id: string }) => p.id)).toContain(id);
    const notWaiting = await call(s.t, 'GET', '/admin/placements?pendingExtension=false', { token: s.admin.token });
    expect(notWaiting.body.items.map((p: { id: string }) => p.id)).not.toContain(id);

    const [extension] = asked.extensions;
    const approved = await decide(id, extension.id, { decision: 'approved' });
    const months = 3;
    // 31 March plus 3 months is 30 June: the last day moves from 30 May to 29 June.
    expect(approved.body).toMatchObject({ months, endDate: '2026-06-29' });
    expect(approved.body.extensions[0]).toMatchObject({ status: 'approved', decisionReason: null });
    expect((await decide(id, extension.id, { decision: 'refused', reason: 'Late' })).body.code).toBe(
      'EXTENSION_DECIDED',
    );
    for (const userId of [s.company.userId, intern.userId]) {
      expect(await told(userId, 'PLACEMENT_EXTENSION_DECIDED')).toEqual([
        expect.objectContaining({ decision: 'approved', months }),
      ]);
    }

    s.t.clock.advance(1000);
    const second = await ask(id, { months: 1, reason: 'One more' });
    const refused = await decide(id, second.body.extensions[1].id, { decision: 'refused', reason: 'Budget' });
    expect(refused.body).toMatchObject({ months, extensions: [{}, { status: 'refused', decisionReason: 'Budget' }] });
    expect(await told(intern.userId, 'PLACEMENT_EXTENSION_DECIDED')).toHaveLength(1);
    const name = (await get(s.admin.token, id)).body.intern.name;
    const texts = await call(s.t, 'GET', '/notification?take=50', { token: s.company.token, lang: 'en' });
    expect(texts.body.items.map((n: { text: string }) => n.text)).toContain(
      `The scheme office refused the extension of ${name}'s internship Extended Intern at Placement Co. Reason: “Budget”`,
    );
  });
});

describe('an early end', () => {
  it('falls within the dates, withdraws a waiting extension and tells the intern', async () => {
    const job = await createJob(s.t, s.company.companyId);
    const { intern, id } = await hire(job.id);
    await propose(id, '2026-03-31');
    await agree(id, intern.token);
    await ask(id, { months: 1, reason: 'More work' });
    for (const endedOn of ['2026-03-30', '2026-05-30', '2026-06-01']) {
      const outside = await endEarly(id, { endedOn, reason: 'Left' });
      expect(outside, endedOn).toMatchObject({
        status: 400,
        body: { code: 'END_DATE_OUTSIDE_PLACEMENT', field: 'endedOn' },
      });
    }
    const ended = await endEarly(id, { endedOn: '2026-04-30', reason: 'Went back to school' });
    expect(ended.body).toMatchObject({
      state: 'endedEarly',
      endedOn: '2026-04-30',
      endReason: 'Went back to school',
      endDate: '2026-05-30',
      extensions: [{ status: 'withdrawn' }],
      // 30 April is in the second month (from 30 April): two months begun.
      allowance: { committedMonths: 2, committed: 24_000, paidMonths: 0 },
    });
    expect(await told(intern.userId, 'PLACEMENT_ENDED_EARLY')).toEqual([
      expect.objectContaining({ endedOn: '2026-04-30', reason: 'Went back to school' }),
    ]);
    expect(await told(s.company.userId, 'PLACEMENT_ENDED_EARLY')).toEqual([]);
    expect((await endEarly(id, { endedOn: '2026-04-20', reason: 'Again' })).body.code).toBe('PLACEMENT_NOT_RUNNING');
    expect((await ask(id, { months: 1, reason: 'After' })).body.code).toBe('PLACEMENT_NOT_RUNNING');
    expect((await propose(id, '2026-04-10')).body.code).toBe('PLACEMENT_START_FIXED');
  });
});

describe('the allowance', () => {
  it('commits and pays months counted by hand, on the test day 2 March 2026', async () => {
    const job = await createJob(s.t, s.company.companyId);
    const { intern, id } = await hire(job.id);
    // From 31 January for 2 months: the months end on 27 February and 30 March.
    await setDates(id, { startDate: '2026-01-31' });
    expect((await get(intern.token, id)).body).toMatchObject({
      state: 'ongoing',
      endDate: '2026-03-30',
      allowance: { committedMonths: 2, committed: 24_000, paidMonths: 1, paid: 12_000 },
    });
    // Ended on 15 February, in the first month: one month committed, and paid (it ended on 27 February).
    const ended = await endEarly(id, { endedOn: '2026-02-15', reason: 'Moved away' }, s.admin.token);
    expect(ended.body.allowance).toEqual({
      currency: 'HKD',
      monthly: 12_000,
      committedMonths: 1,
      committed: 12_000,
      paidMonths: 1,
      paid: 12_000,
    });
    // Recorded by the office: the company is told too.
    expect(await told(s.company.userId, 'PLACEMENT_ENDED_EARLY')).toHaveLength(1);

    // Proposed but not agreed: its planned months committed, none paid.
    const other = await hire(job.id);
    await setDates(other.id, { startDate: '2026-01-01', datesAgreedAt: null });
    expect((await get(s.admin.token, other.id)).body.allowance).toMatchObject({ committedMonths: 2, paidMonths: 0 });
    // From 2 January, agreed: both months have passed by 2 March, and it is completed.
    await setDates(other.id, { startDate: '2026-01-02' });
    expect((await get(s.admin.token, other.id)).body).toMatchObject({
      state: 'completed',
      endDate: '2026-03-01',
      allowance: { paidMonths: 2, paid: 24_000 },
    });
    const completed = await call(s.t, 'GET', '/admin/placements?state=completed', { token: s.admin.token });
    expect(completed.body.items.map((p: { id: string }) => p.id)).toEqual([other.id]);
  });
});
