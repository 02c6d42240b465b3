// The picture of a company or a person: the logo or photo they uploaded (served by the API at
// /api/v1/media/{id}, public and cached), or, without one or when it fails to load, their
// initials. A company's logo is a rounded square, a person's photo a circle.
import { companyNameIn } from '@fis/shared/company-name';
import { Avatar } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const HAN = /\p{Script=Han}/u;

/** Two letters of a Latin name ("NovaPay Limited" → NL), or its first two characters in Chinese. */
export function initialsOf(name: string): string {
  const trimmed = name.trim();
  const first = Array.from(trimmed)[0] ?? '';
  if (HAN.test(first)) return Array.from(trimmed.replace(/\s+/g, '')).slice(0, 2).join('');
  return trimmed
    .split(/[\s\-&/]+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

interface PictureProps {
  name: string;
  url: string | null | undefined;
  size?: number;
  /** The picture's text alternative; without it the picture is decoration beside the name it goes with. */
  alt?: string;
  /** Inside a button or a link, which hold phrasing content only: a span, not a div. */
  inline?: boolean;
}

function Picture({ name, url, size = 48, alt, inline, round }: PictureProps & { round: boolean }) {
  // The url it failed for: a new upload (a new url) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const shown = url && failed !== url ? url : null;
  return (
    <Avatar
      component={inline ? 'span' : 'div'}
      src={shown}
      alt={alt ?? ''}
      size={size}
      radius={round ? 1000 : 'md'}
      color="scheme"
      imageProps={{ onError: () => setFailed(url ?? null), loading: 'lazy' }}
      // Initials stand beside the name they repeat: only a picture with its own alternative is read.
      aria-hidden={shown && alt ? undefined : true}
      style={{ flex: 'none' }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}

export function CompanyLogo({
  name,
  logoUrl,
  size,
  alt,
  inline,
}: Omit<PictureProps, 'url'> & { logoUrl: string | null }) {
  return <Picture name={name} url={logoUrl} size={size} alt={alt} inline={inline} round={false} />;
}

export function PersonAvatar(props: PictureProps) {
  return <Picture {...props} round />;
}

/** The logo of a job's company, its initials from the name the reader sees (companyNameIn). */
export function JobCompanyLogo({
  job,
  size,
}: {
  job: { companyName: string; companyNameZh: string | null; companyLogoUrl: string | null };
  size?: number;
}) {
  const { i18n } = useTranslation();
  const name = companyNameIn(
    { name: job.companyName, nameZh: job.companyNameZh },
    i18n.resolvedLanguage ?? i18n.language,
  );
  return <CompanyLogo name={name} logoUrl={job.companyLogoUrl} size={size} />;
}
