// The four steps of the scheme: sign up, search, apply, screen and match.
import { Badge, Card, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColumnsGrid } from '../../../components/ui/columns-grid';

const STEPS = ['signUp', 'search', 'apply', 'match'] as const;

export function StepsSection() {
  const { t } = useTranslation('landing');
  return (
    <div>
      <Title order={3} mb="md">
        {t('steps.title')}
      </Title>
      <ColumnsGrid component="ol" cols={{ base: 1, sm: 2, md: 4 }} p={0} m={0}>
        {STEPS.map((step, index) => (
          <Card component="li" key={step} withBorder radius="md" padding="lg">
            <Badge variant="filled" radius="sm" mb="sm" w="fit-content">
              {t('steps.stepLabel', { number: index + 1 })}
            </Badge>
            <Title order={4} mb="xs">
              {t(`steps.${step}.title`)}
            </Title>
            <Text size="sm" c="gray.8">
              {t(`steps.${step}.body`)}
            </Text>
          </Card>
        ))}
      </ColumnsGrid>
    </div>
  );
}
