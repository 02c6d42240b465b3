// An amount of the allowance with its currency, in the reader's language: "HKD 12,000", "港元 12,000".
// HKD and RMB are never added together (docs/decisions/041): each amount names its own.
import type { Allowance } from '@fis/shared/placement-schemas';
import { useTranslation } from 'react-i18next';
import { amountFormat } from '../../../lib/dates';

export function useMoney(): (amount: number, currency: Allowance['currency']) => string {
  const { t, i18n } = useTranslation('placements');
  const format = amountFormat(i18n.language);
  return (amount, currency) =>
    t('money', { currency: t(`common:options.currency.${currency}`), amount: format.format(amount) });
}
