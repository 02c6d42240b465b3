// The vocabulary of the scheme's eligibility rules (SPEC section 1, docs/decisions/026): the rules and
// their states, what a candidate declares, and the facts and answers that eligibility-rules.ts
// evaluates.

import type { City } from './enums.js';
import type { Region } from './job-enums.js';
import type { RoundRules } from './scheme-rounds.js';

export const RULE_STATES = ['met', 'notMet', 'unknown'] as const;
export type RuleState = (typeof RULE_STATES)[number];

/** In the order every screen lists them. */
export const ELIGIBILITY_RULES = [
  'age',
  'fullTimeStudent',
  'fintechProgramme',
  'idOrVisa',
  'direction',
  'noOtherAllowance',
  'notRelated',
  'notRecentlyEmployed',
  'verified',
] as const;
export type EligibilityRule = (typeof ELIGIBILITY_RULES)[number];

/** The rules that depend on the company: checked per job, never part of takeable_regions. */
export const COMPANY_RULES: readonly EligibilityRule[] = ['notRelated', 'notRecentlyEmployed'];

/** What the candidate confirms once, on the profile (least data: a confirmation, not a document or a date). */
export const PROFILE_DECLARATIONS = [
  'adult',
  'fullTimeStudent',
  'fintechProgramme',
  'noOtherAllowance',
  'entryEndorsement',
] as const;
export type ProfileDeclaration = (typeof PROFILE_DECLARATIONS)[number];

/** What the candidate confirms per company, when applying, kept on the application. */
export const APPLICATION_DECLARATIONS = ['notRelated', 'notRecentlyEmployed'] as const;
export type ApplicationDeclaration = (typeof APPLICATION_DECLARATIONS)[number];

/** A fact the candidate can still give that would settle a rule not yet known. */
export type MissingFact = ProfileDeclaration | ApplicationDeclaration | 'studyCity';

/** The mainland cities of the Greater Bay Area (the GBA's other two members are Hong Kong and Macao). */
export const GBA_MAINLAND_CITIES: readonly City[] = [
  'GUANGZHOU',
  'SHENZHEN',
  'ZHUHAI',
  'FOSHAN',
  'HUIZHOU',
  'DONGGUAN',
  'ZHONGSHAN',
  'JIANGMEN',
  'ZHAOQING',
];

export interface ExperienceFact {
  /** The employer as the candidate wrote it, folded to one Chinese script by the caller. */
  company: string;
  startDate: string;
  endDate: string | null;
  currentlyWorking: boolean;
}

export interface CandidateFacts {
  residentType: number;
  legallyEmployable: number;
  /** The institution code; every listed institution is in Hong Kong, Other has `studyCity`. */
  institution: string;
  studyCity: City | null;
  eligibilityStatus: number;
  declarations: Record<ProfileDeclaration, boolean>;
  experience: readonly ExperienceFact[];
  /**
   * What the candidate's institution confirmed (docs/decisions/061): its word on full-time study and
   * the programme, yes, no or not yet (null); none when it has said nothing.
   */
  confirmedByInstitution?: {
    institution: string;
    fullTimeStudent: boolean | null;
    fintechProgramme: boolean | null;
  } | null;
  /** The institution whose coordinator verified the candidate, when it was not the office. */
  verifiedByInstitution?: string | null;
}

export interface JobFacts {
  location: Region;
  /** Every name of the company (registered, English, Chinese, display), folded like the experience's. */
  companyNames: readonly string[];
  /** The job's round: its opening day and the prior-employment window counted back from it. */
  round: RoundRules;
}

export interface RuleResult {
  rule: EligibilityRule;
  state: RuleState;
  /** A key under `eligibilityRules:reasons`. */
  reason: string;
  params?: Record<string, string>;
  /** What the candidate can give to settle a rule not yet known. */
  missing?: MissingFact;
}

export interface EligibilityAnswer {
  overall: RuleState;
  rules: RuleResult[];
}
