// #career-opportunities: the approved participating companies, grouped by where they offer
// internships. 'HongKong & GBA' appears in both groups; an unknown location counts as Hong Kong.
import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';
import { Skeleton } from '../../../components/ui/skeleton';
import { type Brand, useParticipatingBrands } from '../api/get-participating-brands';
import { BrandTile } from './brand-tile';
import { SectionLoadError } from './section-load-error';
import { SectionShell } from './section-shell';

type Region = 'gba' | 'hongKong';
const REGIONS: readonly Region[] = ['gba', 'hongKong'];

function inRegion(brand: Brand, region: Region): boolean {
  if (brand.location === 'HongKong & GBA') return true;
  if (region === 'gba') return brand.location === 'GBA';
  return brand.location === 'HongKong' || brand.location === null;
}

const GRID_COLS = { base: 2, xs: 3, sm: 4, md: 6 };

export function BrandsSection() {
  const { t } = useTranslation('landing');
  const { data, isPending, isError, refetch, isRefetching } = useParticipatingBrands();

  let body: ReactNode;
  if (isPending) {
    body = (
      <Stack gap="xl" aria-busy="true">
        <VisuallyHidden role="status">{t('brands.loading')}</VisuallyHidden>
        {REGIONS.map((region) => (
          <div key={region}>
            <Skeleton height={28} width={180} mb="md" />
            <ColumnsGrid cols={GRID_COLS}>
              {[0, 1, 2, 3, 4, 5].map((n) => (
                <Skeleton key={n} height={120} radius="md" />
              ))}
            </ColumnsGrid>
          </div>
        ))}
      </Stack>
    );
  } else if (isError) {
    body = (
      <SectionLoadError
        title={t('brands.errorTitle')}
        body={t('brands.errorBody')}
        retryLabel={t('brands.retry')}
        retrying={isRefetching}
        onRetry={() => void refetch()}
      />
    );
  } else {
    body = (
      <Stack gap={40}>
        {REGIONS.map((region) => {
          const brands = data.filter((brand) => inRegion(brand, region));
          return (
            <div key={region}>
              <Title order={3} mb="md">
                {t(`brands.regions.${region}`)}
              </Title>
              {brands.length === 0 ? (
                <Text c="gray.8">{t('brands.empty')}</Text>
              ) : (
                <ColumnsGrid component="ul" cols={GRID_COLS} p={0} m={0}>
                  {brands.map((brand) => (
                    <li key={brand.id}>
                      <BrandTile brand={brand} />
                    </li>
                  ))}
                </ColumnsGrid>
              )}
            </div>
          );
        })}
      </Stack>
    );
  }

  return (
    <SectionShell id="career-opportunities" title={t('brands.title')} intro={t('brands.intro')}>
      {body}
    </SectionShell>
  );
}
