// Which of a placement's actions its page offers on a Hong Kong day
// (features/placements/utils/placement-facts.ts, docs/decisions/034 and 041): each only when the
// API would take it, and the extension months left up to the round's longest.
import type { Extension, Placement } from '@fis/shared/placement-schemas';
import { describe, expect, it } from 'vitest';
import { actionsOf, earlyEndRange, monthsLeftOf } from '../src/features/placements/utils/placement-facts';

const extension = (status: Extension['status'], months = 1): Extension => ({
  id: `ext-${status}`,
  months,
  reason: 'More work',
  status,
  requestedAt: '2026-05-01T02:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
});

function placement(values: Partial<Placement> = {}): Placement {
  return {
    id: 'p1',
    applicationId: 'a1',
    round: { id: 'r1', nameEn: 'Round', nameZh: '輪次', nameCn: '轮次', maxMonths: 6 },
    job: { id: 'j1', title: 'Analyst', city: 1 },
    company: { id: 'c1', name: 'Pay Ltd' },
    intern: { id: 'u1', name: 'Chan Tai Man' },
    side: 'HongKong',
    state: 'ongoing',
    startDate: '2026-06-01',
    endDate: '2026-07-31',
    months: 2,
    datesAgreedAt: '2026-05-20T02:00:00.000Z',
    endedOn: null,
    endReason: null,
    allowance: { currency: 'HKD', monthly: 12000, committedMonths: 2, committed: 24000, paidMonths: 0, paid: 0 },
    extensions: [],
    createdAt: '2026-05-01T02:00:00.000Z',
    ...values,
  };
}

describe('the actions a placement offers', () => {
  it('asks the company for a start date until one is agreed, and offers nothing else', () => {
    const waiting = placement({ state: 'awaitingStart', startDate: null, endDate: null, datesAgreedAt: null });
    expect(actionsOf(waiting, '2026-05-10')).toMatchObject({
      proposeStart: true,
      askExtension: false,
      endEarly: false,
    });
    const proposed = placement({ state: 'awaitingIntern', datesAgreedAt: null });
    expect(actionsOf(proposed, '2026-05-10')).toMatchObject({
      proposeStart: true,
      askExtension: false,
      endEarly: false,
    });
  });

  it('lets the start change before an agreed start has come, not after', () => {
    expect(actionsOf(placement(), '2026-05-31').proposeStart).toBe(true);
    expect(actionsOf(placement(), '2026-06-01').proposeStart).toBe(false);
  });

  it('offers an extension and an early end while the placement runs, with the months left to the longest', () => {
    expect(actionsOf(placement(), '2026-06-10')).toMatchObject({ askExtension: true, endEarly: true });
    expect(monthsLeftOf(placement())).toBe(4);
    expect(earlyEndRange(placement())).toEqual({ from: '2026-06-01', to: '2026-07-30' });
  });

  it('offers no extension while one waits for the office, which then has it to decide', () => {
    const waiting = placement({ extensions: [extension('refused'), extension('pending', 2)] });
    const actions = actionsOf(waiting, '2026-06-10');
    expect(actions.askExtension).toBe(false);
    expect(actions.decideExtension?.months).toBe(2);
  });

  it("offers no extension once the placement runs the round's longest internship", () => {
    const longest = placement({ months: 6, endDate: '2026-11-30' });
    expect(monthsLeftOf(longest)).toBe(0);
    expect(actionsOf(longest, '2026-06-10').askExtension).toBe(false);
  });

  it('offers nothing after the end or an early end', () => {
    expect(actionsOf(placement({ state: 'completed' }), '2026-08-01')).toMatchObject({
      proposeStart: false,
      askExtension: false,
      endEarly: false,
    });
    const ended = placement({ state: 'endedEarly', endedOn: '2026-06-20', endReason: 'Moved away' });
    expect(actionsOf(ended, '2026-06-10')).toMatchObject({ proposeStart: false, askExtension: false, endEarly: false });
  });
});
