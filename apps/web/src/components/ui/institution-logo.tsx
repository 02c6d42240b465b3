// The mark of a candidate's institution, beside its name wherever a candidate's institution is
// shown (their profile, a company's lists and pages of candidates, saved candidates, education
// entries). We may not use the universities' own logos without a licence: each mark is our own
// drawing, a shield in a colour of its own with the institution's initials, and a plain shield
// with a mortarboard for Other or an institution we do not list (docs/decisions/020; drawn for
// this project, under the project's own licence). Inline SVG: no request, nothing to load.
import type { Institution } from '@fis/shared/enums';
import { Group, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface Mark {
  initials: string;
  /** The shield's colour: dark enough for white initials (at least 4.5:1). */
  color: string;
}

const MARKS: Record<Exclude<Institution, 'Other'>, Mark> = {
  HKU: { initials: 'HKU', color: '#1b5e20' },
  CUHK: { initials: 'CUHK', color: '#5b2a86' },
  HKUST: { initials: 'UST', color: '#0d3b66' },
  HKBU: { initials: 'HKBU', color: '#1f4e99' },
  POLYU: { initials: 'PolyU', color: '#8c1d40' },
  'HANG-SANG-U': { initials: 'HSU', color: '#00695c' },
  CITYU: { initials: 'CityU', color: '#7a1f5c' },
  // The same university under two codes of the SPEC's list: one mark.
  'SHUE-YAN-U': { initials: 'SYU', color: '#a84300' },
  HKSYU: { initials: 'SYU', color: '#a84300' },
  LU: { initials: 'LU', color: '#4e342e' },
};

const OTHER_COLOR = '#455a64';
const SHIELD = 'M20 1.5 38 7.5V22c0 11.5-7.5 19.5-18 24.5C9.5 41.5 2 33.5 2 22V7.5Z';
const INNER = 'M20 4.6 35 9.6V22c0 9.6-6.2 16.4-15 20.9C11.2 38.4 5 31.6 5 22V9.6Z';

function markOf(institution: string): Mark | undefined {
  return Object.hasOwn(MARKS, institution) ? MARKS[institution as keyof typeof MARKS] : undefined;
}

/**
 * An institution's mark, `size` pixels high. Decorative beside the institution's name (the
 * default); with `label` it stands alone and is named by it.
 */
export function InstitutionLogo({
  institution,
  size = 24,
  label,
}: {
  institution: string;
  size?: number;
  label?: string;
}) {
  const mark = markOf(institution);
  const color = mark?.color ?? OTHER_COLOR;
  const fontSize = mark ? (({ 2: 13, 3: 11.5, 4: 9.5 } as Record<number, number>)[mark.initials.length] ?? 8) : 0;
  return (
    <svg
      width={(size * 40) / 48}
      height={size}
      viewBox="0 0 40 48"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      data-institution={mark ? institution : 'Other'}
      style={{ flex: 'none', verticalAlign: 'middle' }}
    >
      <path d={SHIELD} fill={color} />
      <path d={INNER} fill="none" stroke="#fff" strokeOpacity={0.55} strokeWidth={1.2} />
      {mark ? (
        <text
          x="20"
          y="25"
          textAnchor="middle"
          dominantBaseline="middle"
          fill="#fff"
          fontSize={fontSize}
          fontWeight={700}
          fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        >
          {mark.initials}
        </text>
      ) : (
        // A mortarboard: any other institution.
        <path
          d="M20 14 31 19.5 20 25 9 19.5Zm-6.5 8.3V28c0 2 3 3.8 6.5 3.8s6.5-1.8 6.5-3.8v-5.7L20 25.6ZM29.5 20.5v7"
          fill="#fff"
          stroke="#fff"
          strokeWidth={1}
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}

/** A line naming an institution (`children`), its mark before it, decorative. */
export function InstitutionText({
  institution,
  children,
  logoSize = 20,
  ...textProps
}: { institution: string; children: ReactNode; logoSize?: number } & TextProps) {
  return (
    <Group gap={6} wrap="nowrap" align="center">
      <InstitutionLogo institution={institution} size={logoSize} />
      <Text size="sm" style={{ overflowWrap: 'anywhere', minWidth: 0 }} {...textProps}>
        {children}
      </Text>
    </Group>
  );
}
