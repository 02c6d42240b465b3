// Where sign-in leads after `?next=` (lib/return-path.ts, docs/decisions/044): a path of this site in
// the signed-in user's own area, and nothing else; never another site (an open redirect).
import { Role } from '@fis/shared/enums';
import { describe, expect, it } from 'vitest';
import { pathAfterSignIn, RETURN_PARAM, returnPathFor, signInReturningTo } from '../src/lib/return-path';

const JOB = '0b6f3c1e-8a4d-4c2b-9f1e-2d3c4b5a6978';
const candidate = { role: Role.CANDIDATE, isFirstLogin: false };

describe('the return address of sign-in', () => {
  it('is written into the sign-in address and read back for a candidate', () => {
    const address = new URL(signInReturningTo(`/candidate/apply-job/${JOB}`), 'https://fis.example');
    expect(address.pathname).toBe('/sign-in');
    expect(returnPathFor(address.searchParams.get(RETURN_PARAM), candidate)).toBe(`/candidate/apply-job/${JOB}`);
    expect(returnPathFor('/candidate/job-list?keyword=python#top', candidate)).toBe(
      '/candidate/job-list?keyword=python#top',
    );
  });

  it('refuses any other site, however it is written', () => {
    for (const raw of [
      'https://evil.example/candidate/dashboard',
      '//evil.example/candidate/dashboard',
      '/\\evil.example/candidate/dashboard',
      '\\\\evil.example/candidate/',
      '/candidate\\..\\..\\evil',
      'javascript:alert(1)',
      ' /candidate/dashboard',
      '/candidate/\tdashboard',
      '/candidate/\ndashboard',
      'candidate/dashboard',
      `/candidate/${'x'.repeat(600)}`,
      // Short as typed, past the limit once percent-encoded as it is sent on.
      `/candidate/${'職'.repeat(160)}`,
      '',
    ]) {
      expect(returnPathFor(raw, candidate), JSON.stringify(raw)).toBeNull();
    }
    expect(returnPathFor(null, candidate)).toBeNull();
  });

  it("refuses a path outside the user's own area, dot segments resolved", () => {
    expect(returnPathFor('/company/dashboard', candidate)).toBeNull();
    expect(returnPathFor('/admin-portal/dashboard', candidate)).toBeNull();
    expect(returnPathFor('/candidate/../admin-portal/dashboard', candidate)).toBeNull();
    expect(returnPathFor('/candidate/%2e%2e/company/dashboard', candidate)).toBeNull();
    expect(returnPathFor('/candidates-and-more', candidate)).toBeNull();
    expect(returnPathFor(`/jobs/${JOB}`, candidate)).toBeNull();
    expect(returnPathFor('/company/dashboard', { role: Role.COMPANY, isFirstLogin: false })).toBe('/company/dashboard');
    expect(returnPathFor(`/candidate/apply-job/${JOB}`, { role: Role.ADMIN })).toBeNull();
  });

  it('is dropped on a first sign-in: the first profile comes first', () => {
    expect(returnPathFor(`/candidate/apply-job/${JOB}`, { role: Role.CANDIDATE, isFirstLogin: true })).toBeNull();
  });

  it("leads a candidate's first sign-in to the profile step, which goes on to the page asked for", () => {
    const apply = `/candidate/apply-job/${JOB}`;
    const first = new URL(pathAfterSignIn(apply, { role: Role.CANDIDATE, isFirstLogin: true }), 'https://fis.example');
    expect([first.pathname, first.searchParams.get(RETURN_PARAM)]).toEqual(['/create-profile', apply]);
    expect(pathAfterSignIn(apply, candidate)).toBe(apply);
    expect(pathAfterSignIn(null, candidate)).toBe('/candidate/dashboard');
    expect(pathAfterSignIn('//evil.example/candidate/', { role: Role.CANDIDATE, isFirstLogin: true })).toBe(
      '/create-profile',
    );
    expect(pathAfterSignIn(apply, { role: Role.COMPANY, isFirstLogin: true })).toBe('/create-company-profile');
  });
});
