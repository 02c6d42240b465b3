// The company's actions are read from the one stage table (packages/shared application-stages.ts):
// each row's buttons, where each action takes an applicant (also those a bulk action does not
// apply to, which the API then refuses by name), and how a bulk action's answers are merged.

import { APPLICATION_MOVES, Stage } from '@fis/shared/application-stages';
import type { CompanyApplicant } from '@fis/shared/company-applicant-schemas';
import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  type COMPANY_ACTIONS,
  callsOffInterview,
  groupByTarget,
  mergeBulkResults,
  targetOf,
} from '../src/features/applications/utils/stage-actions';

const row = (id: string, stage: Stage) =>
  ({ id, stage, candidate: { englishName: `Name ${id}`, chineseName: null } }) as unknown as CompanyApplicant;

describe('actionsOf', () => {
  it("offers a row the company's moves from its stage, in the screens' order", () => {
    expect(actionsOf(Stage.NEW)).toEqual(['screen', 'reject']);
    expect(actionsOf(Stage.SCREENING)).toEqual(['interview', 'offer', 'reject']);
    expect(actionsOf(Stage.INTERVIEWING)).toEqual(['offer', 'reject']);
    for (const stage of [
      Stage.OFFERED,
      Stage.HIRED,
      Stage.DECLINED,
      Stage.JOB_CLOSED,
      Stage.REJECTED_AFTER_SCREENING,
    ]) {
      expect(actionsOf(stage)).toEqual([]);
    }
  });
});

describe('targetOf', () => {
  it("is the table's target for every move the company may make", () => {
    const companyMoves = APPLICATION_MOVES.filter((m) => m.actor === 'company');
    expect(companyMoves.length).toBeGreaterThan(0);
    for (const move of companyMoves) {
      expect(targetOf(move.action as (typeof COMPANY_ACTIONS)[number], move.from)).toBe(move.to);
    }
  });

  it('rejects after an interview to its own stage, and otherwise after screening', () => {
    expect(targetOf('reject', Stage.INTERVIEWING)).toBe(Stage.REJECTED_AFTER_INTERVIEW);
    expect(targetOf('reject', Stage.NEW)).toBe(Stage.REJECTED_AFTER_SCREENING);
    // Not allowed from an offer: sent on so that the API refuses it with its reason.
    expect(targetOf('reject', Stage.OFFERED)).toBe(Stage.REJECTED_AFTER_SCREENING);
  });

  it("sends a row an action does not apply to, to the action's stage", () => {
    expect(targetOf('screen', Stage.SCREENING)).toBe(Stage.SCREENING);
    expect(targetOf('interview', Stage.NEW)).toBe(Stage.INTERVIEWING);
    expect(targetOf('offer', Stage.HIRED)).toBe(Stage.OFFERED);
  });
});

describe('callsOffInterview', () => {
  it('is true of an offer or a rejection out of interviewing with an interview still to come, only', () => {
    const at = (stage: Stage, upcomingInterviewAt: string | null) => ({ ...row('a', stage), upcomingInterviewAt });
    const next = '2026-12-01T06:00:00.000Z';
    expect(callsOffInterview('offer', at(Stage.INTERVIEWING, next))).toBe(true);
    expect(callsOffInterview('reject', at(Stage.INTERVIEWING, next))).toBe(true);
    expect(callsOffInterview('offer', at(Stage.INTERVIEWING, null))).toBe(false);
    expect(callsOffInterview('offer', at(Stage.SCREENING, null))).toBe(false);
    expect(callsOffInterview('screen', at(Stage.INTERVIEWING, next))).toBe(false);
  });
});

describe('groupByTarget', () => {
  it('makes one group per target stage, keeping the rows in order', () => {
    const rows = [row('a', Stage.NEW), row('b', Stage.INTERVIEWING), row('c', Stage.SCREENING)];
    expect([...groupByTarget('reject', rows)]).toEqual([
      [Stage.REJECTED_AFTER_SCREENING, ['a', 'c']],
      [Stage.REJECTED_AFTER_INTERVIEW, ['b']],
    ]);
  });
});

describe('mergeBulkResults', () => {
  it('counts every moved applicant and names each refused one with the reason', () => {
    const rows = [row('a', Stage.NEW), row('b', Stage.HIRED)];
    const merged = mergeBulkResults(
      [
        { moved: ['a'], refused: [] },
        { moved: [], refused: [{ id: 'b', code: 'STAGE_CONFLICT', message: 'Not from this stage' }] },
        { moved: [], refused: [{ id: 'gone', code: 'NOT_FOUND', message: 'Not found' }] },
      ] as never,
      rows,
      (r) => r.candidate.englishName,
    );
    expect(merged).toEqual({
      moved: 1,
      refused: [
        { name: 'Name b', reason: 'Not from this stage' },
        { name: 'gone', reason: 'Not found' },
      ],
    });
  });
});
