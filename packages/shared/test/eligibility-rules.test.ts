import { describe, expect, it } from 'vitest';
import { type CandidateFacts, GBA_MAINLAND_CITIES, type RuleState } from '../src/eligibility-rule-definitions.js';
import { evaluateEligibility, evaluateForRegion, takeableRegions } from '../src/eligibility-rules.js';
import {
  CITIES,
  type City,
  EligibilityStatus,
  INSTITUTIONS,
  LocationScope,
  RESIDENCY_VALUES,
  Residency,
} from '../src/enums.js';
import { REGIONS, type Region } from '../src/job-enums.js';
import {
  currentRound,
  lastDayToApply,
  periodEnd,
  periodsOverlap,
  recentEmploymentWindowStart,
  roundPhase,
  upcomingRounds,
} from '../src/scheme-rounds.js';

/** A round as the 2025 summer one was: opening 16 April, a 3-month window before it. */
const ROUND = { applicationStart: '2025-04-16', applicationEnd: '2025-06-16', priorEmploymentMonths: 3 };
const ALL_CONFIRMED = {
  adult: true,
  fullTimeStudent: true,
  fintechProgramme: true,
  noOtherAllowance: true,
  entryEndorsement: true,
};

function candidate(overrides: Partial<CandidateFacts> = {}): CandidateFacts {
  return {
    residentType: Residency.GBA,
    legallyEmployable: LocationScope.BOTH,
    institution: 'CUHK',
    studyCity: null,
    eligibilityStatus: EligibilityStatus.VERIFIED,
    declarations: ALL_CONFIRMED,
    experience: [],
    ...overrides,
  };
}
const job = (location: Region, companyNames = ['Acme Fintech Ltd'], round = ROUND) => ({
  location,
  companyNames,
  round,
});
const confirmedApplication = { notRelated: true, notRecentlyEmployed: true };

type Place = 'HK' | 'Macao' | 'GBA mainland' | 'outside';
const placeOf = (city: City): Place =>
  city === 'HONG_KONG'
    ? 'HK'
    : city === 'MACAO'
      ? 'Macao'
      : GBA_MAINLAND_CITIES.includes(city)
        ? 'GBA mainland'
        : 'outside';

/**
 * SPEC section 1, the two directions, as a table: who each region takes, by residency and where
 * the candidate studies (with the entry endorsement confirmed, and without).
 */
const DIRECTION: Record<
  'HK student' | 'mainland student',
  Record<Place, Record<'HongKong' | 'GBA', [RuleState, RuleState]>>
> = {
  'HK student': {
    HK: { HongKong: ['notMet', 'notMet'], GBA: ['met', 'met'] },
    Macao: { HongKong: ['notMet', 'notMet'], GBA: ['met', 'met'] },
    'GBA mainland': { HongKong: ['notMet', 'notMet'], GBA: ['met', 'met'] },
    outside: { HongKong: ['notMet', 'notMet'], GBA: ['notMet', 'notMet'] },
  },
  'mainland student': {
    HK: { HongKong: ['met', 'met'], GBA: ['notMet', 'notMet'] },
    Macao: { HongKong: ['notMet', 'notMet'], GBA: ['notMet', 'notMet'] },
    'GBA mainland': { HongKong: ['met', 'unknown'], GBA: ['notMet', 'notMet'] },
    outside: { HongKong: ['notMet', 'notMet'], GBA: ['notMet', 'notMet'] },
  },
};

function expectedDirection(residency: number, place: Place, region: Region, endorsed: boolean): RuleState {
  const who = residency === Residency.HK_PERMANENT ? 'HK student' : 'mainland student';
  const pick = (r: 'HongKong' | 'GBA') => DIRECTION[who][place][r][endorsed ? 0 : 1];
  if (region !== 'HongKong & GBA') return pick(region);
  const both = [pick('HongKong'), pick('GBA')];
  return both.includes('met') ? 'met' : both.includes('unknown') ? 'unknown' : 'notMet';
}

describe('the eligibility rules, every residency × city × institution city × job location', () => {
  // The city of residence is not a fact the rules read: where the candidate studies is.
  const institutionCities: { institution: string; studyCity: City | null }[] = [
    ...INSTITUTIONS.filter((i) => i !== 'Other').map((institution) => ({ institution, studyCity: null })),
    ...CITIES.map((studyCity) => ({ institution: 'Other', studyCity })),
  ];
  for (const residentType of RESIDENCY_VALUES) {
    for (const cityOfResidence of CITIES) {
      for (const { institution, studyCity } of institutionCities) {
        for (const location of REGIONS) {
          for (const endorsed of [true, false]) {
            const place = placeOf(studyCity ?? 'HONG_KONG');
            const expected = expectedDirection(residentType, place, location, endorsed);
            it(`resident ${residentType}, living in ${cityOfResidence}, studying at ${institution} in ${studyCity ?? 'HONG_KONG'}, ${location} job, endorsement ${endorsed}: ${expected}`, () => {
              const facts = candidate({
                residentType,
                institution,
                studyCity,
                declarations: { ...ALL_CONFIRMED, entryEndorsement: endorsed },
              });
              const answer = evaluateEligibility(facts, job(location), confirmedApplication);
              expect(answer.rules.find((r) => r.rule === 'direction')?.state).toBe(expected);
              // Everything else is met here, so the direction decides.
              expect(answer.overall).toBe(expected);
              expect(takeableRegions(facts).includes(location)).toBe(expected !== 'notMet');
            });
          }
        }
      }
    }
  }
});

describe('the eligibility rules', () => {
  it('lists every rule once, in order, each with a reason', () => {
    const answer = evaluateEligibility(candidate(), job('HongKong'));
    expect(answer.rules.map((r) => r.rule)).toEqual([
      'age',
      'fullTimeStudent',
      'fintechProgramme',
      'idOrVisa',
      'direction',
      'noOtherAllowance',
      'notRelated',
      'notRecentlyEmployed',
      'verified',
    ]);
    expect(answer.rules.every((r) => r.reason.startsWith(`${r.rule}.`))).toBe(true);
  });

  it('leaves a rule not yet known, and names the confirmation that settles it, until it is given', () => {
    const facts = candidate({ declarations: { ...ALL_CONFIRMED, adult: false } });
    const answer = evaluateEligibility(facts, job('HongKong'), confirmedApplication);
    expect(answer.overall).toBe('unknown');
    expect(answer.rules[0]).toEqual({ rule: 'age', state: 'unknown', reason: 'age.ask', missing: 'adult' });
    const company = evaluateEligibility(candidate(), job('HongKong'));
    expect(company.rules.filter((r) => r.state === 'unknown').map((r) => r.missing)).toEqual([
      'notRelated',
      'notRecentlyEmployed',
    ]);
  });

  it('asks for the city of an institution listed as Other', () => {
    const answer = evaluateForRegion(candidate({ institution: 'Other', studyCity: null }), 'HongKong');
    expect(answer.rules.find((r) => r.rule === 'direction')).toMatchObject({ state: 'unknown', missing: 'studyCity' });
  });

  it('reads the right to work from the legally employable scope; either place for a job in both', () => {
    const hkOnly = candidate({ legallyEmployable: LocationScope.HK });
    const idOf = (facts: CandidateFacts, region: Region) =>
      evaluateForRegion(facts, region).rules.find((r) => r.rule === 'idOrVisa')?.state;
    expect(idOf(hkOnly, 'HongKong')).toBe('met');
    expect(idOf(hkOnly, 'GBA')).toBe('notMet');
    expect(idOf(hkOnly, 'HongKong & GBA')).toBe('met');
    expect(idOf(candidate({ legallyEmployable: LocationScope.NOT_APPLICABLE }), 'HongKong & GBA')).toBe('notMet');
  });

  it("follows the office's verification: waiting is not yet known, rejected is not met", () => {
    const stateOf = (eligibilityStatus: number) =>
      evaluateForRegion(candidate({ eligibilityStatus }), 'HongKong').rules.find((r) => r.rule === 'verified')?.state;
    expect(stateOf(EligibilityStatus.VERIFIED)).toBe('met');
    expect(stateOf(EligibilityStatus.UNVERIFIED)).toBe('unknown');
    expect(stateOf(EligibilityStatus.REJECTED)).toBe('notMet');
    expect(takeableRegions(candidate({ eligibilityStatus: EligibilityStatus.REJECTED }))).toEqual([]);
  });

  describe('not employed by the company in the 3 months before the application period', () => {
    // The 2025 period opens on 16 April: the window is 16 January to 15 April.
    const worked = (company: string, startDate: string, endDate: string | null, currentlyWorking = false) =>
      candidate({ experience: [{ company, startDate, endDate, currentlyWorking }] });
    const stateOf = (facts: CandidateFacts, names = ['Acme Fintech Ltd', '愛科金融']) =>
      evaluateEligibility(facts, job('HongKong', names), confirmedApplication).rules.find(
        (r) => r.rule === 'notRecentlyEmployed',
      );

    it('is not met by an experience at the company inside the window, whatever the declaration', () => {
      expect(stateOf(worked('ACME  fintech ltd.', '2025-02-01', '2025-03-31'))).toEqual({
        rule: 'notRecentlyEmployed',
        state: 'notMet',
        reason: 'notRecentlyEmployed.experience',
        params: { company: 'ACME  fintech ltd.', fromDate: '2025-01-16', toDate: '2025-04-16' },
      });
      expect(stateOf(worked('愛科金融', '2024-06-01', null, true))?.state).toBe('notMet');
      expect(stateOf(worked('Acme Fintech Ltd', '2024-06-01', '2025-01-16'))?.state).toBe('notMet');
    });

    it('is met by the declaration when the experience is elsewhere or outside the window', () => {
      expect(stateOf(worked('Acme Fintech Ltd', '2024-06-01', '2025-01-15'))?.state).toBe('met');
      expect(stateOf(worked('Acme Fintech Ltd', '2025-04-16', null, true))?.state).toBe('met');
      expect(stateOf(worked('Other Bank', '2025-02-01', '2025-03-31'))?.state).toBe('met');
    });
  });

  it("counts the window back from the round's own opening, as long as the round sets it", () => {
    expect(recentEmploymentWindowStart(ROUND)).toBe('2025-01-16');
    expect(recentEmploymentWindowStart({ applicationStart: '2026-12-01', priorEmploymentMonths: 6 })).toBe(
      '2026-06-01',
    );
    // Counted back as PostgreSQL counts months: from the 31st, to the shorter month's last day.
    expect(recentEmploymentWindowStart({ applicationStart: '2026-05-31', priorEmploymentMonths: 3 })).toBe(
      '2026-02-28',
    );
    const sixMonths = { ...ROUND, applicationStart: '2026-12-01', priorEmploymentMonths: 6 };
    const facts = candidate({
      experience: [
        { company: 'Acme Fintech Ltd', startDate: '2026-05-01', endDate: '2026-07-01', currentlyWorking: false },
      ],
    });
    const state = (round: typeof ROUND) =>
      evaluateEligibility(facts, job('HongKong', undefined, round), confirmedApplication).rules.find(
        (r) => r.rule === 'notRecentlyEmployed',
      )?.state;
    expect(state(sixMonths)).toBe('notMet');
    expect(state({ ...sixMonths, priorEmploymentMonths: 3 })).toBe('met');
  });

  it('places a Hong Kong day before, in or after a period, both ends included', () => {
    expect(roundPhase(ROUND, '2025-04-15')).toBe('upcoming');
    expect(roundPhase(ROUND, '2025-04-16')).toBe('open');
    expect(roundPhase(ROUND, '2025-06-16')).toBe('open');
    expect(roundPhase(ROUND, '2025-06-17')).toBe('ended');
    const later = { applicationStart: '2025-10-01', applicationEnd: '2025-11-30' };
    const latest = { applicationStart: '2026-04-01', applicationEnd: '2026-05-30' };
    const rounds = [latest, ROUND, later];
    expect(currentRound(rounds, '2025-05-01')).toBe(ROUND);
    expect(currentRound(rounds, '2025-07-01')).toBeUndefined();
    expect(upcomingRounds(rounds, '2025-07-01')).toEqual([later, latest]);
  });

  it('ends a full round on the Hong Kong day its last place was taken, freeing the days after it', () => {
    // Taken at 20:00 on 9 May in Hong Kong (12:00 UTC): the period ends on 9 May.
    const full = { ...ROUND, endedEarlyAt: '2025-05-09T12:00:00Z' };
    expect(periodEnd(full)).toBe('2025-05-09');
    expect(periodEnd({ ...ROUND, endedEarlyAt: '2025-05-09T16:30:00Z' })).toBe('2025-05-10');
    expect(periodEnd(ROUND)).toBe('2025-06-16');
    expect(currentRound([full], '2025-05-09')).toBe(full);
    expect(currentRound([full], '2025-05-10')).toBeUndefined();
    expect(roundPhase(full, '2025-05-09')).toBe('ended');
    const next = { applicationStart: '2025-05-10', applicationEnd: '2025-06-30' };
    expect(periodsOverlap(full, next)).toBe(false);
    expect(periodsOverlap(next, full)).toBe(false);
    expect(periodsOverlap(ROUND, next)).toBe(true);
    expect(periodsOverlap(full, { ...next, applicationStart: '2025-05-09' })).toBe(true);
  });

  it("takes applications for a job until its own last day or its round's, whichever comes first", () => {
    expect(lastDayToApply({ expiresOn: '2025-05-31', round: ROUND })).toBe('2025-05-31');
    expect(lastDayToApply({ expiresOn: '2025-07-31', round: ROUND })).toBe('2025-06-16');
    expect(lastDayToApply({ expiresOn: '2025-07-31', round: { ...ROUND, endedEarlyAt: '2025-05-09T12:00:00Z' } })).toBe(
      '2025-05-09',
    );
  });
});
