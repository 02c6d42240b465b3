// @vitest-environment happy-dom
// A review's byline (features/reviews/components/review-card.tsx) says as much of the author as the
// API names, which is less where the company met few like them (docs/decisions/032): institution
// and year, the institution alone, the year alone, or that a candidate the company met wrote it.
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { AnonymousByline } from '../src/features/reviews/components/review-card';
import i18n, { initI18n, loadArea } from '../src/lib/i18n';

beforeAll(async () => {
  await initI18n('en');
  await loadArea('candidate');
});

function byline(institution: string | null, graduationYear: number | null): string {
  render(
    createElement(
      MantineProvider,
      null,
      createElement(
        'div',
        { 'data-testid': 'byline' },
        createElement(AnonymousByline, { author: { institution, institutionOther: null, graduationYear } }),
      ),
    ),
  );
  const text = screen.getByTestId('byline').textContent ?? '';
  cleanup();
  return text;
}

describe("a review's byline", () => {
  it('names what the API names, and says who wrote it when it names neither', async () => {
    expect(byline('HKU', 2027)).toMatch(/The University of Hong Kong, graduating in 2027$/);
    expect(byline('HKU', null)).toMatch(/The University of Hong Kong$/);
    expect(byline(null, 2027)).toBe('Graduating in 2027');
    expect(byline(null, null)).toBe('A candidate the company interviewed');
    await i18n.changeLanguage('zh');
    await loadArea('candidate');
    expect(byline(null, 2027)).toBe('2027 年畢業');
    expect(byline(null, null)).toBe('曾參與該公司面試的求職者');
    await i18n.changeLanguage('cn');
    await loadArea('candidate');
    expect(byline(null, 2027)).toBe('2027 年毕业');
    expect(byline(null, null)).toBe('参加过该公司面试的求职者');
  });
});
