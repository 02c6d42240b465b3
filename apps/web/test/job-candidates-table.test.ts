// @vitest-environment happy-dom
// A job's applicants table with its selection (useSelection): each row offers the actions the
// stage table allows from its stage, and the boxes tick rows one by one or all at once.

import { Stage } from '@fis/shared/application-stages';
import type { CompanyApplicant } from '@fis/shared/company-applicant-schemas';
import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { JobCandidatesTable } from '../src/features/applications/components/job-candidates-table';
import { initI18n, loadArea } from '../src/lib/i18n';
import { useSelection } from '../src/lib/use-selection';

const applicant = (id: string, englishName: string, stage: Stage) =>
  ({
    id,
    stage,
    appliedAt: '2026-01-05T02:00:00.000Z',
    stageChangedAt: '2026-01-06T02:00:00.000Z',
    job: { id: 'job-1', positionName: 'Analyst Intern' },
    candidate: {
      id: `c-${id}`,
      englishName,
      chineseName: null,
      email: `${id}@example.com`,
      institution: 'HKU',
      programme: 'BBA',
    },
  }) as unknown as CompanyApplicant;

const rows = [applicant('a', 'Ada Chan', Stage.NEW), applicant('b', 'Ben Lee', Stage.INTERVIEWING)];
let selected: string[] = [];

function Table({ onAction }: { onAction: (action: string, row: CompanyApplicant) => void }) {
  const selection = useSelection(rows, (row) => row.id);
  selected = selection.selectedRows.map((row) => row.id);
  return createElement(JobCandidatesTable, {
    rows,
    selection,
    onView: () => {},
    onAction,
    // The route's "Write a message" link, as a plain button naming what it was given.
    messageLink: ({ email, name, subject }) =>
      createElement('button', { type: 'button' }, `${name} ${email} ${subject}`),
  });
}

function show(onAction = vi.fn()) {
  render(createElement(MantineProvider, null, createElement(MemoryRouter, null, createElement(Table, { onAction }))));
  return onAction;
}

// The table is a company page's: its words come with the company area's catalogs (lib/catalog-areas.ts).
beforeAll(() => Promise.all([initI18n('en'), loadArea('company')]));

describe('JobCandidatesTable', () => {
  it("offers each row only its stage's actions, and names the applicant in each", () => {
    const onAction = show();
    expect(screen.getByRole('button', { name: 'Screen: Ada Chan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Offer: Ada Chan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Offer: Ben Lee' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Screen: Ben Lee' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reject: Ben Lee' }));
    expect(onAction).toHaveBeenCalledWith('reject', rows[1]);
  });

  it("gives each row's message link the applicant's account address and the job as the subject", () => {
    show();
    expect(screen.getByRole('button', { name: 'Ada Chan a@example.com Analyst Intern' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ben Lee b@example.com Analyst Intern' })).toBeTruthy();
  });

  it('ticks one row, then every row from the header box', () => {
    show();
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ben Lee' }));
    });
    expect(selected).toEqual(['b']);
    act(() => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select every candidate on this page' }));
    });
    expect(selected).toEqual(['a', 'b']);
  });
});
