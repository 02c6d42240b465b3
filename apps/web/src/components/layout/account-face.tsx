// What the header's account menu shows: the user's photo (a candidate) or logo (a company), or
// their initials, and their name on wide screens. Also the stand-in while the menu loads, so
// that the header does not move when it arrives.
import { Group, Text } from '@mantine/core';
import { useCurrentUser } from '../../lib/current-user';
import type { Area } from '../../lib/session';
import { CompanyLogo, PersonAvatar } from '../ui/avatars';

export function AccountFace({ area }: { area: Area }) {
  const { data: user } = useCurrentUser();
  const name = user?.displayName ?? '';
  return (
    <Group gap="xs" wrap="nowrap" aria-hidden>
      {area === 'company' ? (
        <CompanyLogo name={name} logoUrl={user?.pictureUrl ?? null} size={32} />
      ) : (
        <PersonAvatar name={name} url={user?.pictureUrl} size={32} />
      )}
      <Text size="sm" fw={500} visibleFrom="md" maw={180} truncate="end">
        {name}
      </Text>
    </Group>
  );
}
