// The company's funded places in the current round (docs/decisions/040): per side, the places the
// office granted, those held by offers, those taken by accepted offers, and those left. Nothing at
// all while the round counts no places, or before the figures arrive (a panel would only flash).
import type { PlaceCounts } from '@fis/shared/place-schemas';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amountFormat } from '../../../lib/dates';
import { useOwnPlaces } from '../api/get-own-places';
import { Panel } from './panel';

const COUNTS = ['granted', 'held', 'taken', 'left'] as const satisfies readonly (keyof PlaceCounts)[];

export function FundedPlacesPanel() {
  const { t, i18n } = useTranslation('dashboard');
  const places = useOwnPlaces();
  const sides = places.data?.sides ?? [];
  if (sides.length === 0) return null;
  const amount = amountFormat(i18n.language);
  return (
    <Panel title={t('company.places.title')}>
      <Text c="dimmed" size="sm" mb="sm">
        {t('company.places.hint')}
      </Text>
      <Table.ScrollContainer minWidth={300}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('company.places.side')}</Table.Th>
              {COUNTS.map((key) => (
                <Table.Th key={key} scope="col" ta="end">
                  {t(`company.places.${key}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sides.map((side) => (
              <Table.Tr key={side.side}>
                <Table.Th scope="row">{t(`common:placeSide.${side.side}`)}</Table.Th>
                {COUNTS.map((key) => (
                  <Table.Td key={key} ta="end">
                    {amount.format(side[key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Panel>
  );
}
