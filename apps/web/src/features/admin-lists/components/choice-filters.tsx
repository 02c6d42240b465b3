// A list's choice filters, each the browser's own select written to the address (decision 022; light
// to hydrate, the phone's own picker: decision 060): "Any" is no filter, and a filter that means
// nothing without another (the places left, without a round) waits for it, disabled with its hint,
// and goes when that one is emptied (decision 054).
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUrlParams } from '../../../lib/url-params';

const ANY = '';

export interface ChoiceFilter {
  /** The query's name of the filter, as in admin-list-schemas.ts. */
  key: string;
  label: string;
  options: { value: string; label: string }[];
  /**
   * Another filter this one means nothing without (the places left, without a round): until that
   * one is chosen this one is disabled, with `needsHint` below it, and emptying that one clears it.
   */
  needs?: string;
  needsHint?: string;
}

export function ChoiceFilterSelects({ filters }: { filters: ChoiceFilter[] }) {
  const { t } = useTranslation('adminLists');
  const { params, setParam } = useUrlParams();
  return filters.map((filter) => {
    const waiting = filter.needs !== undefined && !params.get(filter.needs);
    const dependents = filters.filter((other) => other.needs === filter.key).map((other) => other.key);
    return (
      <NativeSelect
        key={filter.key}
        label={filter.label}
        description={waiting ? filter.needsHint : undefined}
        data={[{ value: ANY, label: t('common.any') }, ...filter.options]}
        value={waiting ? ANY : (params.get(filter.key) ?? ANY)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setParam(filter.key, value || null, { clear: value ? [] : dependents });
        }}
        disabled={waiting}
      />
    );
  });
}
