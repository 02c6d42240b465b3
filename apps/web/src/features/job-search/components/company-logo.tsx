// A company's logo, or (without one, or when it fails to load) its initials.
import { Avatar } from '@mantine/core';
import { useState } from 'react';

const HAN = /\p{Script=Han}/u;

function initialsOf(name: string): string {
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

export function CompanyLogo({ name, logoUrl, size = 48 }: { name: string; logoUrl: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <Avatar
      src={logoUrl && !failed ? logoUrl : null}
      alt=""
      size={size}
      radius="md"
      color="scheme"
      imageProps={{ onError: () => setFailed(true), loading: 'lazy' }}
      aria-hidden
    >
      {initialsOf(name)}
    </Avatar>
  );
}
