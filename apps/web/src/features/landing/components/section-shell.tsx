// A landing-page section: an anchor target for the quick links, with an h2 and an optional intro.
import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type SectionShellProps = {
  id: string;
  title: string;
  intro?: string;
  tinted?: boolean;
  children: ReactNode;
};

export function SectionShell({ id, title, intro, tinted = false, children }: SectionShellProps) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      py={{ base: 40, sm: 64 }}
      bg={tinted ? 'gray.0' : undefined}
      style={{ scrollMarginTop: 72 }}
    >
      <Container size="lg">
        <Title order={2} id={headingId} mb={intro ? 'xs' : 'lg'}>
          {title}
        </Title>
        {intro ? (
          <Text c="gray.7" maw={720} mb="xl">
            {intro}
          </Text>
        ) : null}
        {children}
      </Container>
    </Box>
  );
}
