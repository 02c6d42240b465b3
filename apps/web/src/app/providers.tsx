import type { CurrentUser } from '@fis/shared/auth-schemas';
import {
  CloseButton,
  type CloseButtonProps,
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  em,
  MantineProvider,
  type MantineTheme,
  mergeThemeOverrides,
  px,
  useMantineTheme,
} from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seedCurrentUser } from '../lib/current-user';
import { getQueryClient } from '../lib/query-client';
import { FONT_FAMILY, theme } from './theme';

// The container of pop-up messages (and its transitions) is not needed to draw a page: it loads
// with the first message shown, which the store keeps until then.
const Notifications = lazy(() => import('./notifications-container'));

// Mantine's default help and error text colours (gray.6, red.6) fall under 4.5:1 on white.
const resolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7], '--mantine-color-error': theme.colors.red[9] },
  dark: {},
});

/** Only what differs from the variables of Mantine's own stylesheet, which every page links. */
function withoutDefaults(variables: ConvertCSSVariablesInput): ConvertCSSVariablesInput {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const changed = (own: Record<string, string>, base: Record<string, string>) =>
    Object.fromEntries(Object.entries(own).filter(([name, value]) => base[name] !== value));
  return {
    variables: changed(variables.variables, defaults.variables),
    light: changed(variables.light, defaults.light),
    dark: changed(variables.dark, defaults.dark),
  };
}

/** The hiddenFrom and visibleFrom classes at each breakpoint, as Mantine's provider writes them. */
function breakpointClasses(theme: MantineTheme): string {
  return Object.entries(theme.breakpoints)
    .map(([name, value]) => {
      const width = Number(px(value));
      return `@media (max-width: ${em(width - 0.1)}) {.mantine-visible-from-${name} {display: none !important;}}@media (min-width: ${em(width)}) {.mantine-hidden-from-${name} {display: none !important;}}`;
    })
    .join('');
}

/**
 * Simplified Chinese in the mainland's fonts: the page in cn, and a Simplified text on a page in
 * another language (marked with its lang, as a name written so); Traditional text on a cn page in
 * Hong Kong's. By the document's language, which follows the reader's choice without a reload.
 */
const SCRIPT_FONTS = [
  `:root:root:lang(zh-Hans), :root:root [lang="zh-Hans"] { --mantine-font-family: ${FONT_FAMILY.mainland}; --mantine-font-family-headings: ${FONT_FAMILY.mainland}; }`,
  `:root:root [lang="zh-Hant"] { --mantine-font-family: ${FONT_FAMILY.hongKong}; --mantine-font-family-headings: ${FONT_FAMILY.hongKong}; }`,
  `[lang="zh-Hans"], [lang="zh-Hant"] { font-family: var(--mantine-font-family); }`,
].join('');

/**
 * The theme's CSS variables, the fonts of each script and the breakpoint classes, as Mantine's
 * provider would write them, but as stylesheets React puts in the document's head (href and
 * precedence), not <style> elements inside the body, which HTML does not allow. With
 * deduplicateInlineStyles, the responsive style props' rules go the same way.
 */
function ThemeStyles() {
  const current = useMantineTheme();
  const own = resolver(current);
  const base = defaultCssVariablesResolver(current);
  const css = convertCssVariables(
    withoutDefaults({
      variables: { ...base.variables, ...own.variables },
      light: { ...base.light, ...own.light },
      dark: { ...base.dark, ...own.dark },
    }),
    // Above Mantine's own defaults wherever React puts it in the head (it may come first).
    ':root:root',
  );
  return (
    <>
      <style href="fis-theme-variables" precedence="mantine">
        {css + SCRIPT_FONTS}
      </style>
      <style href="fis-breakpoint-classes" precedence="mantine">
        {breakpointClasses(current)}
      </style>
    </>
  );
}

/**
 * The theme, with a name for every close button (dialogs, drawers, messages) in the reader's
 * language: Mantine gives them none.
 */
function useLabelledTheme() {
  const { t } = useTranslation('common', { useSuspense: false });
  const close = t('actions.close');
  return useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          CloseButton: CloseButton.extend({ defaultProps: { 'aria-label': close } as Partial<CloseButtonProps> }),
        },
      }),
    [close],
  );
}

/**
 * What every page is drawn in, on the server and in the browser (root.tsx): Mantine's theme, the
 * query client with the current user the server found (root.tsx's loader), and pop-up messages.
 */
export function Providers({ user, children }: { user: CurrentUser | null | undefined; children: ReactNode }) {
  const labelledTheme = useLabelledTheme();
  const [queryClient] = useState(() => {
    const client = getQueryClient();
    if (user !== undefined) seedCurrentUser(client, user);
    return client;
  });
  return (
    <MantineProvider theme={labelledTheme} withCssVariables={false} withGlobalClasses={false} deduplicateInlineStyles>
      <ThemeStyles />
      <QueryClientProvider client={queryClient}>
        <PopUpMessages />
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}

function PopUpMessages() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  // Kept once loaded: the last message leaves with its transition.
  const shown = notifications.length + queue.length > 0;
  useEffect(() => {
    if (shown) setWanted(true);
  }, [shown]);
  return wanted ? (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  ) : null;
}
