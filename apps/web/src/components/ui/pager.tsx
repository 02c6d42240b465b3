// Pages of a list, with translated names for the previous and next controls; hidden for one page.
import { Group, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function Pager({
  total,
  take,
  page,
  onChange,
}: {
  total: number;
  take: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.ceil(total / take);
  if (pages <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={t('pager.pages')}>
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={onChange}
        siblings={1}
        getControlProps={(control) =>
          control === 'previous' || control === 'next'
            ? { 'aria-label': t(control === 'previous' ? 'pager.previous' : 'pager.next') }
            : {}
        }
      />
    </Group>
  );
}
