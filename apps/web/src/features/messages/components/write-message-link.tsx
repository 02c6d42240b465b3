// "Write a message" to someone, with the new message prefilled (?to=&subject=): what the route
// files put on the applicant, candidate, company and application pages.
import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/ui/page-link';
import { AREA_ROOT, type Area } from '../../../lib/session';

export function writeMessagePath(area: Area, to: string, subject?: string): string {
  const params = new URLSearchParams({ to });
  if (subject) params.set('subject', subject);
  return `${AREA_ROOT[area]}/new-message?${params}`;
}

export function WriteMessageLink({
  area,
  to,
  subject,
  name,
  ...props
}: { area: Area; to: string; subject?: string; name: string } & ButtonProps) {
  const { t } = useTranslation('mailbox');
  return (
    <Button
      component={PageLink}
      to={writeMessagePath(area, to, subject)}
      variant="light"
      size="xs"
      aria-label={t('write.linkLabel', { name })}
      {...props}
    >
      {t('write.link')}
    </Button>
  );
}
