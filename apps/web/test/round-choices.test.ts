// The rounds the job form offers (features/company-jobs/utils/round-choices.ts): those the API
// takes a job into, the current one first, and an edited job's own round even once it has ended.
import { describe, expect, it } from 'vitest';
import { roundChoices } from '../src/features/company-jobs/utils/round-choices';

/** What the choice reads of a round: its id, and its phase (an ended current round is not offered). */
const round = (id: string, phase: 'upcoming' | 'open' | 'ended') => ({ id, phase });
const ids = (rounds: { id: string }[]) => rounds.map((r) => r.id);

describe('roundChoices', () => {
  const current = round('current', 'open');
  const next = round('next', 'upcoming');
  const later = round('later', 'upcoming');

  it('offers the current round first, then those announced after it', () => {
    expect(ids(roundChoices({ current, upcoming: [next, later] }))).toEqual(['current', 'next', 'later']);
    expect(ids(roundChoices({ current: null, upcoming: [next] }))).toEqual(['next']);
  });

  it('does not offer a current round whose funded places were all taken (it takes no job)', () => {
    const full = round('full', 'ended');
    expect(ids(roundChoices({ current: full, upcoming: [next] }))).toEqual(['next']);
    expect(roundChoices({ current: full, upcoming: [] })).toEqual([]);
  });

  it('offers nothing when no round is open or announced', () => {
    expect(roundChoices({ current: null, upcoming: [] })).toEqual([]);
  });

  it("keeps an edited job's own round, first, even once it has ended", () => {
    const ended = round('ended', 'ended');
    expect(ids(roundChoices({ current, upcoming: [next] }, ended))).toEqual(['ended', 'current', 'next']);
    expect(ids(roundChoices({ current: null, upcoming: [] }, ended))).toEqual(['ended']);
  });

  it('does not offer a round twice when the job is in one of the offered rounds', () => {
    expect(ids(roundChoices({ current, upcoming: [next] }, next))).toEqual(['current', 'next']);
  });
});
