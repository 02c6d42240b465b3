// The scheme's eligibility rules (SPEC section 1), once, as a pure function of the candidate, the
// job and the scheme round (docs/decisions/026). The answer is never a bare yes or no: every rule
// comes back met, not met or not yet known, with its reason as a catalog key of the
// `eligibilityRules` namespace, so each reader reads it in their own language. The API answers
// with it on the job detail, the job cards, the apply call, a company's applicant and the admin's
// record, and derives candidate_profiles.takeable_regions from it (takeableRegions below).
import {
  type ApplicationDeclaration,
  type CandidateFacts,
  ELIGIBILITY_RULES,
  type EligibilityAnswer,
  type EligibilityRule,
  GBA_MAINLAND_CITIES,
  type JobFacts,
  type ProfileDeclaration,
  type RuleResult,
  type RuleState,
} from './eligibility-rule-definitions.js';
import { type City, EligibilityStatus, LocationScope, Residency } from './enums.js';
import type { Region } from './job-enums.js';
import { recentEmploymentWindowStart } from './scheme-rounds.js';

/** The states of several rules (or regions) as one: any not met wins, then any not yet known. */
export function combineStates(states: readonly RuleState[]): RuleState {
  if (states.includes('notMet')) return 'notMet';
  if (states.includes('unknown')) return 'unknown';
  return 'met';
}

/**
 * The rules that refuse an application: those not met. A rule not yet known never refuses (the office's
 * check comes later), and no confirmation turns a rule not met into met, so the job detail's answer
 * says before any form is filled whether apply will answer NOT_ELIGIBLE.
 */
export function rulesRefusing(answer: EligibilityAnswer): RuleResult[] {
  return answer.rules.filter((r) => r.state === 'notMet');
}

function declared(
  rule: EligibilityRule,
  given: boolean,
  missing: ProfileDeclaration | ApplicationDeclaration,
): RuleResult {
  return given
    ? { rule, state: 'met', reason: `${rule}.declared` }
    : { rule, state: 'unknown', reason: `${rule}.ask`, missing };
}

/** Where the candidate studies: Hong Kong for every listed institution. */
export function studyCityOf(candidate: Pick<CandidateFacts, 'institution' | 'studyCity'>): City | null {
  return candidate.institution === 'Other' ? candidate.studyCity : 'HONG_KONG';
}

const isMainland = (residentType: number) => residentType === Residency.GBA || residentType === Residency.NON_GBA;

/** One region's direction: Hong Kong positions for mainland students, GBA mainland ones for Hong Kong students. */
function directionIn(region: 'HongKong' | 'GBA', candidate: CandidateFacts): RuleResult {
  const rule = 'direction';
  const city = studyCityOf(candidate);
  if (region === 'HongKong') {
    if (!isMainland(candidate.residentType)) return { rule, state: 'notMet', reason: 'direction.hkNotForHkStudents' };
    if (city === null) return { rule, state: 'unknown', reason: 'direction.askStudyCity', missing: 'studyCity' };
    if (city === 'HONG_KONG') return { rule, state: 'met', reason: 'direction.hkMainlandInHk' };
    if (GBA_MAINLAND_CITIES.includes(city)) {
      return candidate.declarations.entryEndorsement
        ? { rule, state: 'met', reason: 'direction.hkEndorsementDeclared' }
        : { rule, state: 'unknown', reason: 'direction.askEndorsement', missing: 'entryEndorsement' };
    }
    return { rule, state: 'notMet', reason: 'direction.hkStudyOutside' };
  }
  if (candidate.residentType !== Residency.HK_PERMANENT) {
    return { rule, state: 'notMet', reason: 'direction.gbaNotForMainland' };
  }
  if (city === null) return { rule, state: 'unknown', reason: 'direction.askStudyCity', missing: 'studyCity' };
  if (city === 'HONG_KONG' || city === 'MACAO' || GBA_MAINLAND_CITIES.includes(city)) {
    return { rule, state: 'met', reason: 'direction.gbaHkStudent' };
  }
  return { rule, state: 'notMet', reason: 'direction.gbaStudyOutside' };
}

/** The right to work there, as the candidate's "legally employable" scope says. */
function idOrVisaIn(region: 'HongKong' | 'GBA', candidate: CandidateFacts): RuleResult {
  const scope = candidate.legallyEmployable;
  const covers =
    scope === LocationScope.BOTH || scope === (region === 'HongKong' ? LocationScope.HK : LocationScope.GBA);
  const where = region === 'HongKong' ? 'Hk' : 'Gba';
  return covers
    ? { rule: 'idOrVisa', state: 'met', reason: `idOrVisa.employable${where}` }
    : { rule: 'idOrVisa', state: 'notMet', reason: `idOrVisa.notEmployable${where}` };
}

/** A 'HongKong & GBA' job takes the candidate if either place does: the better of the two answers. */
function eitherRegion(region: Region, check: (r: 'HongKong' | 'GBA') => RuleResult): RuleResult {
  if (region !== 'HongKong & GBA') return check(region);
  const both = [check('HongKong'), check('GBA')];
  return both.find((r) => r.state === 'met') ?? both.find((r) => r.state === 'unknown') ?? (both[0] as RuleResult);
}

/** Case, width and spacing folded, so "ABC Ltd" and "abc  ltd" are one name. */
export function comparableCompanyName(name: string): string {
  return name
    .normalize('NFKC')
    .toLocaleLowerCase('en')
    .replace(/[\s\p{P}]+/gu, '');
}

function recentEmployment(candidate: CandidateFacts, job: JobFacts) {
  const { round } = job;
  const names = new Set(job.companyNames.map(comparableCompanyName).filter(Boolean));
  const from = recentEmploymentWindowStart(round);
  // The window ends the day before the period opens: a start on or after the opening day is not "before".
  const to = round.applicationStart;
  return candidate.experience.find(
    (e) =>
      names.has(comparableCompanyName(e.company)) &&
      e.startDate < to &&
      (e.currentlyWorking || e.endDate === null || e.endDate >= from),
  );
}

function notRecentlyEmployed(candidate: CandidateFacts, job: JobFacts, given: boolean): RuleResult {
  const { round } = job;
  const entry = recentEmployment(candidate, job);
  if (entry) {
    return {
      rule: 'notRecentlyEmployed',
      state: 'notMet',
      reason: 'notRecentlyEmployed.experience',
      params: { company: entry.company, fromDate: recentEmploymentWindowStart(round), toDate: round.applicationStart },
    };
  }
  return declared('notRecentlyEmployed', given, 'notRecentlyEmployed');
}

/**
 * A rule the institution can confirm: its word first (a yes met, a no not met, naming it; the
 * `institution` param is its code, named in the reader's language), else the candidate's own.
 */
function confirmedOrDeclared(rule: 'fullTimeStudent' | 'fintechProgramme', candidate: CandidateFacts): RuleResult {
  const confirmed = candidate.confirmedByInstitution;
  const word = confirmed?.[rule];
  if (confirmed && word === true) {
    return { rule, state: 'met', reason: `${rule}.confirmed`, params: { institution: confirmed.institution } };
  }
  if (confirmed && word === false) {
    return { rule, state: 'notMet', reason: `${rule}.notConfirmed`, params: { institution: confirmed.institution } };
  }
  return declared(rule, candidate.declarations[rule], rule);
}

function verified(status: number, byInstitution: string | null | undefined): RuleResult {
  if (status === EligibilityStatus.VERIFIED && byInstitution) {
    return { rule: 'verified', state: 'met', reason: 'verified.byInstitution', params: { institution: byInstitution } };
  }
  if (status === EligibilityStatus.VERIFIED) return { rule: 'verified', state: 'met', reason: 'verified.verified' };
  if (status === EligibilityStatus.REJECTED) return { rule: 'verified', state: 'notMet', reason: 'verified.rejected' };
  return { rule: 'verified', state: 'unknown', reason: 'verified.waiting' };
}

/** The rules that do not depend on the company, for a job in `region`. */
function candidateRules(candidate: CandidateFacts, region: Region): RuleResult[] {
  const d = candidate.declarations;
  return [
    declared('age', d.adult, 'adult'),
    confirmedOrDeclared('fullTimeStudent', candidate),
    confirmedOrDeclared('fintechProgramme', candidate),
    eitherRegion(region, (r) => idOrVisaIn(r, candidate)),
    eitherRegion(region, (r) => directionIn(r, candidate)),
    declared('noOtherAllowance', d.noOtherAllowance, 'noOtherAllowance'),
    verified(candidate.eligibilityStatus, candidate.verifiedByInstitution),
  ];
}

function answerOf(rules: RuleResult[]): EligibilityAnswer {
  const ordered = [...rules].sort((a, b) => ELIGIBILITY_RULES.indexOf(a.rule) - ELIGIBILITY_RULES.indexOf(b.rule));
  return { overall: combineStates(ordered.map((r) => r.state)), rules: ordered };
}

/**
 * Every rule for this candidate and this job, in the job's round. `application` holds the per-company
 * confirmations given when applying (none yet: both false, so not yet known).
 */
export function evaluateEligibility(
  candidate: CandidateFacts,
  job: JobFacts,
  application: Record<ApplicationDeclaration, boolean> = { notRelated: false, notRecentlyEmployed: false },
): EligibilityAnswer {
  return answerOf([
    ...candidateRules(candidate, job.location),
    declared('notRelated', application.notRelated, 'notRelated'),
    notRecentlyEmployed(candidate, job, application.notRecentlyEmployed),
  ]);
}

/** The rules that do not depend on the company, for any job in `region`: the job cards' and the record's answer. */
export function evaluateForRegion(candidate: CandidateFacts, region: Region): EligibilityAnswer {
  return answerOf(candidateRules(candidate, region));
}

/** The regions whose jobs no company-independent rule rules the candidate out of (candidate_profiles.takeable_regions). */
export function takeableRegions(candidate: CandidateFacts): Region[] {
  const regions: Region[] = ['HongKong', 'GBA', 'HongKong & GBA'];
  return regions.filter((region) => evaluateForRegion(candidate, region).overall !== 'notMet');
}
