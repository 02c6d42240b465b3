// One participating company: its logo, or (without a logo, or if it fails to load) its initials
// and name. Chinese interfaces show the Chinese name when the company gave one.
import { companyNameIn } from '@fis/shared/company-name';
import { Box, Card, Image, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Brand } from '../api/get-participating-brands';

const HAN = /\p{Script=Han}/u;

function initialsOf(name: string): string {
  const trimmed = name.trim();
  const first = Array.from(trimmed)[0] ?? '';
  // Chinese names have no spaces between words: their first two characters read best.
  if (HAN.test(first)) return Array.from(trimmed.replace(/\s+/g, '')).slice(0, 2).join('');
  const words = trimmed.split(/[\s\-&/]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toUpperCase();
}

export function BrandTile({ brand }: { brand: Brand }) {
  const { i18n } = useTranslation('landing');
  const [logoFailed, setLogoFailed] = useState(false);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const name = companyNameIn(brand, language);
  const showLogo = brand.logoUrl !== null && !logoFailed;

  return (
    <Card withBorder radius="md" padding="md" h="100%" mih={120} style={{ justifyContent: 'center' }}>
      {showLogo ? (
        <Image
          src={brand.logoUrl}
          alt={name}
          h={72}
          w="100%"
          fit="contain"
          loading="lazy"
          onError={() => setLogoFailed(true)}
        />
      ) : (
        <Box ta="center">
          <Box
            aria-hidden
            mx="auto"
            mb="xs"
            w={48}
            h={48}
            bg="var(--mantine-primary-color-filled)"
            c="white"
            fw={700}
            display="flex"
            style={{ borderRadius: '50%', alignItems: 'center', justifyContent: 'center' }}
          >
            {initialsOf(name)}
          </Box>
          <Text size="sm" fw={600} lineClamp={2}>
            {name}
          </Text>
        </Box>
      )}
    </Card>
  );
}
