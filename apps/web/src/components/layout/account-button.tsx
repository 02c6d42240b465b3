// The header's account button: the user's photo (a candidate) or logo (a company), or their
// initials, and their name on wide screens. The account menu (user-menu.tsx) opens from it; until
// the menu's code is here the same button stands in, so that the header does not move when it
// arrives and a press is not lost. What the menu or the stand-in gives a button (its handlers, the
// menu's aria attributes) is passed on to it.
import { Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { ComponentPropsWithoutRef, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../lib/current-user';
import type { Area } from '../../lib/session';
import { CompanyLogo, PersonAvatar } from '../ui/avatars';

export function AccountButton({
  area,
  ref,
  ...button
}: { area: Area; ref?: Ref<HTMLButtonElement> } & Omit<ComponentPropsWithoutRef<'button'>, 'style'>) {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const name = user?.displayName ?? '';
  return (
    <UnstyledButton {...button} ref={ref} style={{ borderRadius: 'var(--mantine-radius-xl)' }}>
      {/* Named by its content, "Your account: …" at every width; what is seen is not read twice. */}
      <VisuallyHidden>{t('nav.accountMenu', { name })}</VisuallyHidden>
      {/* Spans: a button holds phrasing content only. */}
      <Group component="span" gap="xs" wrap="nowrap" aria-hidden>
        {area === 'company' ? (
          <CompanyLogo name={name} logoUrl={user?.pictureUrl ?? null} size={32} inline />
        ) : (
          <PersonAvatar name={name} url={user?.pictureUrl} size={32} inline />
        )}
        <Text component="span" size="sm" fw={500} visibleFrom="md" maw={180} truncate="end">
          {name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}
