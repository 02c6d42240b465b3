// The scheme facts of SPEC section 1: application period, internship length and allowances.
import { Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';

const FACTS = ['period', 'duration', 'allowanceHongKong', 'allowanceGba'] as const;

export function KeyFactsSection() {
  const { t } = useTranslation('landing');
  return (
    <div>
      <Title order={3} mb="md">
        {t('facts.title')}
      </Title>
      <ColumnsGrid component="dl" cols={{ base: 1, xs: 2, md: 4 }} m={0}>
        {FACTS.map((fact) => (
          <Card key={fact} withBorder radius="md" padding="lg">
            <Text component="dt" size="sm" fw={600} c="gray.7">
              {t(`facts.${fact}.label`)}
            </Text>
            <Text component="dd" m={0} mt={6} fz={22} fw={700} c="var(--mantine-primary-color-filled)" lh={1.3}>
              {t(`facts.${fact}.value`)}
            </Text>
            <Text component="dd" m={0} mt={6} size="sm" c="gray.8">
              {t(`facts.${fact}.note`)}
            </Text>
          </Card>
        ))}
      </ColumnsGrid>
    </div>
  );
}
