// The head of a company's page, the same wherever the company is presented (the candidates' company
// page, the company's own profile, the admin's view of it): its cover picture where it gave one,
// its logo set on the cover's lower edge, then its name and what goes with it (the children).
import { Box, Card, Group, Image, Stack } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { CompanyLogo } from './avatars';

export function CompanyCover({
  name,
  logoUrl,
  coverUrl,
  logoAlt,
  children,
}: {
  /** The name the reader sees: the logo's initials when there is no logo. */
  name: string;
  logoUrl: string | null;
  coverUrl: string | null;
  /** The logo's text alternative, where the logo is itself the subject (the company's own profile). */
  logoAlt?: string;
  children: ReactNode;
}) {
  // A cover that fails to load leaves the header as if there were none, not a broken picture.
  const [failed, setFailed] = useState<string | null>(null);
  const cover = coverUrl && failed !== coverUrl ? coverUrl : null;
  return (
    <Card withBorder radius="md" p={0}>
      {cover ? <Image src={cover} alt="" h={180} fit="cover" onError={() => setFailed(cover)} /> : null}
      {/* Under a cover, the logo rises 40 px into it (a negative margin moves a flex item only
          when the row aligns its items to the top) and the name starts just below the cover. */}
      <Group align={cover ? 'flex-start' : 'center'} wrap="nowrap" gap="md" p="lg" pt={cover ? 0 : 'lg'}>
        <Box
          mt={cover ? -40 : 0}
          bg="var(--mantine-color-body)"
          p={4}
          style={{ borderRadius: 'var(--mantine-radius-md)', flex: 'none' }}
        >
          <CompanyLogo name={name} logoUrl={logoUrl} size={80} alt={logoAlt} />
        </Box>
        <Stack gap={4} pt={cover ? 'sm' : 0} style={{ minWidth: 0 }}>
          {children}
        </Stack>
      </Group>
    </Card>
  );
}
