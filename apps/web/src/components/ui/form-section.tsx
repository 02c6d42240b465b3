// One part of a form: a fieldset named by its heading (so a screen reader announces the group),
// its fields in a column or in a grid of `columns` (one column on a phone), optionally on a card.
// Every form of the app draws its sections with it, so they space and title alike.
import { Card, Fieldset, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ColumnsGrid } from './columns-grid';

export function FormSection({
  title,
  description,
  columns,
  card = false,
  children,
}: {
  title?: ReactNode;
  description?: ReactNode;
  /** Fields side by side from the sm breakpoint; a single column without it. */
  columns?: 2 | 3;
  /** On a bordered card (a form whose sections stand apart, such as the application form). */
  card?: boolean;
  children: ReactNode;
}) {
  // A legend holds a heading and phrasing content only (no <div>): the description is a span.
  const legend =
    title || description ? (
      <>
        {title ? (
          <Title order={2} size="h4" mb={description ? 2 : 'sm'}>
            {title}
          </Title>
        ) : null}
        {description ? (
          <Text component="span" display="block" size="sm" c="dimmed" mb="sm">
            {description}
          </Text>
        ) : null}
      </>
    ) : undefined;
  const fields = columns ? (
    <ColumnsGrid cols={{ base: 1, sm: columns }}>{children}</ColumnsGrid>
  ) : (
    <Stack gap="md">{children}</Stack>
  );
  // A group needs a name to be announced by; a section without a heading (a single field with its
  // own label) is no group, and a fieldset without a legend fails WCAG's H71.
  const fieldset = legend ? (
    <Fieldset legend={legend} variant="unstyled">
      {fields}
    </Fieldset>
  ) : (
    fields
  );
  return card ? (
    <Card withBorder radius="md" padding="lg">
      {fieldset}
    </Card>
  ) : (
    fieldset
  );
}
