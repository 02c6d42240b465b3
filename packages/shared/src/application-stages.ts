// The hiring pipeline as one state machine (SPEC section 4; docs/decisions/008-hiring-pipeline.md).
// An application's stage is the company-side number 0-9; the candidate-side status is the same
// number, plus -1 for a job the candidate opened without applying. Every move the API accepts is a
// row of APPLICATION_MOVES, with the party allowed to make it.

/** Company-side hiring stage and candidate-side status (SPEC section 4, both tables). */
export const Stage = {
  VIEWED: -1,
  NEW: 0,
  SCREENING: 1,
  REJECTED_AFTER_SCREENING: 2,
  INTERVIEWING: 3,
  REJECTED_AFTER_INTERVIEW: 4,
  OFFERED: 5,
  HIRED: 6,
  DECLINED: 7,
  JOB_CLOSED: 8,
  JOB_DELETED: 9,
} as const;
export type Stage = (typeof Stage)[keyof typeof Stage];
export const STAGE_VALUES = Object.values(Stage) as Stage[];
/**
 * The stages of a real application: every stage from NEW up. Below it (VIEWED) is a job the
 * candidate only opened, which no count, list or company sees as an application.
 */
export const FIRST_APPLIED_STAGE = Stage.NEW;
export const APPLIED_STAGES = STAGE_VALUES.filter((s) => s >= FIRST_APPLIED_STAGE);

/** Who makes a move: the job's company, the candidate, or the platform on a job's behalf. */
export type MoveActor = 'company' | 'candidate' | 'system';

/** The actions of SPEC section 4, named as the screens name them. */
export type MoveAction =
  | 'apply'
  | 'screen'
  | 'interview'
  | 'offer'
  | 'reject'
  | 'abort'
  | 'acceptOffer'
  | 'declineOffer'
  | 'closeJob'
  | 'deleteJob';

export interface ApplicationMove {
  from: Stage;
  to: Stage;
  actor: MoveActor;
  action: MoveAction;
}

const move = (from: Stage, to: Stage, actor: MoveActor, action: MoveAction): ApplicationMove => ({
  from,
  to,
  actor,
  action,
});

/** Stages in which an application is still open: a job closing or deleted ends these. */
export const OPEN_STAGES: readonly Stage[] = [Stage.NEW, Stage.SCREENING, Stage.INTERVIEWING, Stage.OFFERED];

/**
 * Every allowed move. Anything else answers 409 (a real application, wrong stage) or 403 (right
 * stage, wrong party). Order: a company screens a new application, may interview or offer from
 * screening, offers after an interview, and may reject at any open stage before the offer. The
 * candidate may withdraw any open application before answering an offer, and answers the offer.
 */
export const APPLICATION_MOVES: readonly ApplicationMove[] = [
  move(Stage.VIEWED, Stage.NEW, 'candidate', 'apply'),
  move(Stage.NEW, Stage.SCREENING, 'company', 'screen'),
  move(Stage.NEW, Stage.REJECTED_AFTER_SCREENING, 'company', 'reject'),
  move(Stage.SCREENING, Stage.INTERVIEWING, 'company', 'interview'),
  move(Stage.SCREENING, Stage.OFFERED, 'company', 'offer'),
  move(Stage.SCREENING, Stage.REJECTED_AFTER_SCREENING, 'company', 'reject'),
  move(Stage.INTERVIEWING, Stage.OFFERED, 'company', 'offer'),
  move(Stage.INTERVIEWING, Stage.REJECTED_AFTER_INTERVIEW, 'company', 'reject'),
  move(Stage.NEW, Stage.DECLINED, 'candidate', 'abort'),
  move(Stage.SCREENING, Stage.DECLINED, 'candidate', 'abort'),
  move(Stage.INTERVIEWING, Stage.DECLINED, 'candidate', 'abort'),
  move(Stage.OFFERED, Stage.HIRED, 'candidate', 'acceptOffer'),
  move(Stage.OFFERED, Stage.DECLINED, 'candidate', 'declineOffer'),
  ...OPEN_STAGES.map((from) => move(from, Stage.JOB_CLOSED, 'system', 'closeJob')),
  ...[...OPEN_STAGES, Stage.JOB_CLOSED].map((from) => move(from, Stage.JOB_DELETED, 'system', 'deleteJob')),
];

/**
 * Moves that need the candidate's eligibility not rejected by the scheme office (SPEC section 1:
 * screening without verified eligibility is void; docs/decisions/025). A funded place is offered
 * only once it is resolved; an unverified candidate may still be offered, and the company sees
 * the state on the applicant.
 */
export const ELIGIBILITY_GATED_ACTIONS: readonly MoveAction[] = ['offer'];

export function findMove(from: Stage, to: Stage): ApplicationMove | undefined {
  return APPLICATION_MOVES.find((m) => m.from === from && m.to === to);
}

/** Stages a party may move an application to from `from` (the buttons a screen offers). */
export function movesFrom(from: Stage, actor: MoveActor): ApplicationMove[] {
  return APPLICATION_MOVES.filter((m) => m.from === from && m.actor === actor);
}

/**
 * Who reads a stage's name: the candidate (SPEC section 4's candidate statuses), the job's company
 * (its hiring stages), or the scheme office, which sees every stage apart (both rejections, a
 * closed and a deleted job).
 */
export type StageAudience = 'candidate' | 'company' | 'office';
export const STAGE_AUDIENCES: readonly StageAudience[] = ['candidate', 'company', 'office'];

/**
 * The one name of each stage for each audience: its key in the catalog's `applications:stage.<audience>`.
 * Every screen, CSV and email names a stage through stageLabel(), so a list, a record and a
 * dashboard cannot name one stage differently (docs/decisions/035). A company never sees a job only
 * viewed; it would read "closed".
 */
export const STAGE_LABELS: Readonly<Record<Stage, Readonly<Record<StageAudience, string>>>> = {
  [Stage.VIEWED]: { candidate: 'viewed', company: 'closed', office: 'viewed' },
  [Stage.NEW]: { candidate: 'applied', company: 'new', office: 'new' },
  [Stage.SCREENING]: { candidate: 'inReview', company: 'screening', office: 'screening' },
  [Stage.REJECTED_AFTER_SCREENING]: {
    candidate: 'rejected',
    company: 'rejected',
    office: 'rejectedAfterScreening',
  },
  [Stage.INTERVIEWING]: { candidate: 'interview', company: 'interview', office: 'interview' },
  [Stage.REJECTED_AFTER_INTERVIEW]: {
    candidate: 'rejected',
    company: 'rejected',
    office: 'rejectedAfterInterview',
  },
  [Stage.OFFERED]: { candidate: 'offer', company: 'offer', office: 'offer' },
  [Stage.HIRED]: { candidate: 'hired', company: 'hired', office: 'hired' },
  [Stage.DECLINED]: { candidate: 'declined', company: 'declined', office: 'declined' },
  [Stage.JOB_CLOSED]: { candidate: 'closed', company: 'closed', office: 'jobClosed' },
  [Stage.JOB_DELETED]: { candidate: 'jobCancel', company: 'jobCancelled', office: 'jobCancelled' },
};

/** The catalog key of a stage's name for an audience: `applications:stage.<audience>.<name>`. */
export function stageLabel(stage: Stage, audience: StageAudience): string {
  return `applications:stage.${audience}.${STAGE_LABELS[stage][audience]}`;
}

/** The stages of the company dashboard's hiring funnel, in order: received, screened, interviewed, offered, hired. */
export const FUNNEL_STAGES = [Stage.NEW, Stage.SCREENING, Stage.INTERVIEWING, Stage.OFFERED, Stage.HIRED] as const;

/**
 * The company's candidate tabs (SPEC section 4). "Offer rejected" and "declined" are both stage
 * 7; what tells them apart is the stage the candidate left (5: an offer turned down).
 */
export const CANDIDATE_TABS = [
  'all',
  'screening',
  'interviewing',
  'hired',
  'offers',
  'offerRejected',
  'declined',
] as const;
export type CandidateTab = (typeof CANDIDATE_TABS)[number];

/**
 * Which applications each tab holds: their stages and, where stage 7 is split, whether the stage
 * the candidate left was (`equals`) or was not (`differsFrom`) this one. tabOf() and the API's SQL
 * of each tab (apps/api modules/applications/stage-sql.ts) both read this table.
 */
export interface TabRule {
  stages: readonly Stage[];
  previousStage?: { equals: Stage } | { differsFrom: Stage };
}

export const CANDIDATE_TAB_RULES: Readonly<Record<Exclude<CandidateTab, 'all'>, TabRule>> = {
  screening: { stages: [Stage.NEW, Stage.SCREENING] },
  interviewing: { stages: [Stage.INTERVIEWING] },
  hired: { stages: [Stage.HIRED] },
  offers: { stages: [Stage.OFFERED] },
  offerRejected: { stages: [Stage.DECLINED], previousStage: { equals: Stage.OFFERED } },
  declined: { stages: [Stage.DECLINED], previousStage: { differsFrom: Stage.OFFERED } },
};

/**
 * The views of the candidate's applications page: every application (what the dashboard counts),
 * the offers (made, taken or declined), and, apart, the jobs only viewed that are still open. Here,
 * without zod, so that the page can offer them without the list's schema (its loader reads that).
 */
export const CANDIDATE_APPLICATION_VIEWS = ['all', 'offers', 'viewed'] as const;
export type CandidateApplicationView = (typeof CANDIDATE_APPLICATION_VIEWS)[number];

/** The candidate's offers (an offer made, accepted or turned down): the applications on these tabs. */
export const OFFER_TABS: readonly Exclude<CandidateTab, 'all'>[] = ['offers', 'hired', 'offerRejected'];

function previousStageFits(rule: TabRule, previousStage: Stage | null): boolean {
  if (!rule.previousStage) return true;
  if ('equals' in rule.previousStage) return previousStage === rule.previousStage.equals;
  return previousStage !== rule.previousStage.differsFrom;
}

/** The tab an application is listed on besides "all" (none for stages 2, 4, 8 and 9). */
export function tabOf(stage: Stage, previousStage: Stage | null): Exclude<CandidateTab, 'all'> | null {
  for (const [tab, rule] of Object.entries(CANDIDATE_TAB_RULES) as [Exclude<CandidateTab, 'all'>, TabRule][]) {
    if (rule.stages.includes(stage) && previousStageFits(rule, previousStage)) return tab;
  }
  return null;
}
