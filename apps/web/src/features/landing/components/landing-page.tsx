// The public home page (SPEC section 2, "Landing page"). The footer comes from the public layout.
import { Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { ApplicationSection } from './application-section';
import { BrandsSection } from './brands-section';
import { EligibilitySection } from './eligibility-section';
import { HeroSection } from './hero-section';
import { ResourcesSection } from './resources-section';

export function LandingPage() {
  const { hash, key } = useLocation();

  // Client-side navigation to /#section does not scroll by itself; the footer's quick links rely on
  // this. `key` changes on every navigation, so following the same quick link twice scrolls again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the trigger, not a value read here
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
  }, [hash, key]);

  return (
    <Stack gap={0}>
      <HeroSection />
      <ApplicationSection />
      <EligibilitySection />
      <BrandsSection />
      <ResourcesSection />
    </Stack>
  );
}
