// How a job's pay and place read (lib/job-format.ts), the one way for the candidates' cards and
// pages, the company's job page and the admin's review: from the catalogs, in the reader's language.
import { describe, expect, it } from 'vitest';
import { formatLocation, formatSalary } from '../src/lib/job-format';
import { catalogsOf } from './catalogs';

const i18n = catalogsOf(['en', 'cn']);

describe('a job', () => {
  it('is placed by its city, and its region only when that says more (not "Hong Kong · Hong Kong")', () => {
    const t = i18n.getFixedT('en');
    expect(formatLocation({ city: 1, location: 'HongKong' }, t)).toBe('Hong Kong');
    expect(formatLocation({ city: 4, location: 'GBA' }, t)).toBe('Shenzhen (GBA mainland)');
    expect(formatLocation({ city: 4, location: 'GBA' }, i18n.getFixedT('cn'))).toMatch(/^深圳（.+）$/);
  });

  it('is paid in the words and order of the reader’s language, or says its pay is not stated', () => {
    const job = { salary: 12000, currency: 'HKD', payFrequency: 'PER_MONTH' } as const;
    expect(formatSalary(job, i18n.getFixedT('en'), 'en')).toBe('12,000 HKD per month');
    expect(formatSalary(job, i18n.getFixedT('cn'), 'cn')).toBe('港元 12,000（每月）');
    expect(formatSalary({ ...job, salary: null }, i18n.getFixedT('en'), 'en')).toBe('Salary not stated');
  });
});
