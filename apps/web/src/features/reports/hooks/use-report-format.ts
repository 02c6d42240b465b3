// How a report writes its figures in the reader's language: counts and amounts with Intl's digit
// grouping, rates as percentages, median times in days, money as the scheme writes it (the
// catalog's currency, then the amount: "RMB 21,000"; RMB is not an ISO code, so Intl's currency
// style cannot write it), and Hong Kong dates.
import type { PlaceSide } from '@fis/shared/place-sides';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { amountFormat, useDates } from '../../../lib/dates';
import { localeOf } from '../../../lib/locales';

const percentFormats = new Map<string, Intl.NumberFormat>();

function percentFormat(language: string): Intl.NumberFormat {
  const locale = localeOf(language);
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    percentFormats.set(locale, format);
  }
  return format;
}

export function useReportFormat() {
  const { t, i18n } = useTranslation('reports');
  const dates = useDates();
  const language = i18n.language;
  return useMemo(() => {
    const amount = amountFormat(language);
    const none = t('none');
    return {
      /** 1,234 */
      count: (value: number) => amount.format(value),
      /** 42.5%, or a dash when there is nothing to divide by. */
      rate: (value: number | null) => (value === null ? none : percentFormat(language).format(value)),
      /** 3.5 days, or a dash. */
      days: (value: number | null) =>
        value === null ? none : t('days', { count: value, value: amount.format(value) }),
      /** HKD 24,000 / 港元 24,000 */
      money: (value: number, currency: string) =>
        t('money.amount', {
          currency: t(`common:options.currency.${currency}`),
          amount: amount.format(value),
        }),
      /** 14 Mar 2025, of a Hong Kong day. */
      date: dates.date,
      side: (side: PlaceSide) => t(`common:placeSide.${side}`),
    };
  }, [language, t, dates]);
}

export type ReportFormat = ReturnType<typeof useReportFormat>;
