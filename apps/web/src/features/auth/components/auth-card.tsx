// The frame of every sign-in, registration and password page: a centred card that fills a
// phone's width and stops at 480px (880px for the registration forms).
import { Box, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface AuthCardProps {
  title: ReactNode;
  description?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}

export function AuthCard({ title, description, wide = false, children }: AuthCardProps) {
  return (
    <Box px={{ base: 'xs', sm: 'md' }} py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} maw={wide ? 880 : 480} mx="auto">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {description ? <Text>{description}</Text> : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
