// Hong Kong time (hong-kong-time.ts): worked out as UTC eight hours on, it must agree with the
// Asia/Hong_Kong zone of Intl at every moment the scheme can meet, whatever the machine's own zone.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addHongKongWorkingDays,
  HONG_KONG_TIME_ZONE,
  hongKongDate,
  hongKongIso,
  hongKongMinute,
  hongKongMinuteLabelled,
  hongKongParts,
} from '../src/hong-kong-time.js';

const byTimeZone = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Hong_Kong',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
function intlParts(ms: number): { date: string; time: string } {
  const parts = byTimeZone.formatToParts(new Date(ms));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}
const since1980 = fc.integer({ min: Date.UTC(1980, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('hongKongDate', () => {
  it('turns at midnight in Hong Kong, which is 16:00 UTC', () => {
    expect(hongKongDate(new Date('2026-12-31T15:59:59.999Z'))).toBe('2026-12-31');
    expect(hongKongDate(new Date('2026-12-31T16:00:00.000Z'))).toBe('2027-01-01');
  });

  it('takes a Date, milliseconds or an ISO string alike', () => {
    const iso = '2026-03-01T16:30:00Z';
    expect(hongKongDate(iso)).toBe('2026-03-02');
    expect(hongKongDate(Date.parse(iso))).toBe('2026-03-02');
    expect(hongKongDate(new Date(iso))).toBe('2026-03-02');
  });

  it('agrees with the Asia/Hong_Kong time zone on any moment since 1980', () => {
    fc.assert(
      fc.property(since1980, (ms) => {
        expect(hongKongDate(new Date(ms))).toBe(intlParts(ms).date);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('hongKongParts and hongKongMinute', () => {
  it('write the Hong Kong date and the 24-hour time to the minute', () => {
    expect(hongKongParts('2026-03-01T16:30:00Z')).toEqual({ date: '2026-03-02', time: '00:30' });
    expect(hongKongParts('2026-03-01T15:59:59.999Z')).toEqual({ date: '2026-03-01', time: '23:59' });
    expect(hongKongMinute(Date.parse('2026-03-10T06:30:00Z'))).toBe('2026-03-10 14:30');
    expect(hongKongMinuteLabelled(new Date('2026-03-10T06:30:00Z'))).toBe('2026-03-10 14:30 (HKT)');
  });

  it('agree with the Asia/Hong_Kong time zone on any moment since 1980', () => {
    fc.assert(
      fc.property(since1980, (ms) => {
        const expected = intlParts(ms);
        expect(hongKongParts(ms)).toEqual(expected);
        expect(hongKongMinute(ms)).toBe(`${expected.date} ${expected.time}`);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('hongKongIso', () => {
  it('is the instant of a Hong Kong date and time, midnight when no time is given', () => {
    expect(new Date(hongKongIso('2026-03-02', '00:30')).toISOString()).toBe('2026-03-01T16:30:00.000Z');
    expect(new Date(hongKongIso('2027-01-01')).toISOString()).toBe('2026-12-31T16:00:00.000Z');
  });

  it('gives back the date and time hongKongParts reads from it', () => {
    fc.assert(
      fc.property(since1980, (ms) => {
        const { date, time } = hongKongParts(ms);
        expect(hongKongParts(hongKongIso(date, time))).toEqual({ date, time });
      }),
    );
  });
});

describe('HONG_KONG_TIME_ZONE', () => {
  it('is the zone Intl knows Hong Kong by', () => {
    expect(new Intl.DateTimeFormat('en', { timeZone: HONG_KONG_TIME_ZONE }).resolvedOptions().timeZone).toBe(
      'Asia/Hong_Kong',
    );
  });
});

describe('addHongKongWorkingDays', () => {
  it('counts Monday to Friday in Hong Kong, from the same time of day', () => {
    // Friday 10:00 HKT + 3 working days: Wednesday 10:00 HKT.
    expect(addHongKongWorkingDays('2026-03-06T02:00:00Z', 3).toISOString()).toBe('2026-03-11T02:00:00.000Z');
    // Monday 23:30 HKT (Monday 15:30 UTC) + 1: Tuesday 23:30 HKT.
    expect(addHongKongWorkingDays('2026-03-09T15:30:00Z', 1).toISOString()).toBe('2026-03-10T15:30:00.000Z');
    // Friday 23:30 HKT is still Friday in Hong Kong, though Friday 15:30 UTC: + 1 is Monday 23:30 HKT.
    expect(addHongKongWorkingDays('2026-03-06T15:30:00Z', 1).toISOString()).toBe('2026-03-09T15:30:00.000Z');
  });

  it('counts an instant of the weekend from the Monday after', () => {
    // Saturday 12:00 HKT + 1: Tuesday 00:00 HKT.
    expect(addHongKongWorkingDays('2026-03-07T04:00:00Z', 1).toISOString()).toBe('2026-03-09T16:00:00.000Z');
    // Sunday + 3: Thursday 00:00 HKT.
    expect(addHongKongWorkingDays('2026-03-08T04:00:00Z', 3).toISOString()).toBe('2026-03-11T16:00:00.000Z');
  });
});
