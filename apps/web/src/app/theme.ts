import {
  Badge,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  luminance,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * The system's own fonts, each Chinese script in the fonts drawn for it: Traditional in Hong Kong's
 * forms (English pages too, for the Chinese names on them), Simplified in the mainland's. A font of
 * the other script would draw the shared characters in the other region's forms and miss some of
 * this script's (Windows' JhengHei has no 这). Android and Linux are left to pick their Noto Sans
 * CJK by the text's lang: named here, it would draw the Latin text too, in wider letters.
 */
export const FONT_FAMILY = {
  hongKong:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'PingFang HK', 'Noto Sans HK', 'Microsoft JhengHei', sans-serif",
  mainland:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'PingFang SC', 'Noto Sans SC', 'Microsoft YaHei', sans-serif",
} as const;

/** WCAG AA for text: 4.5:1. */
const TEXT_CONTRAST = 4.5;

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Shades 7 to 9, then shade 9 darkened step by step: the first that reads at 4.5:1 against every background. */
function readableShade(colours: MantineColorsTuple, backgrounds: string[]): string {
  const candidates = [
    colours[7],
    colours[8],
    colours[9],
    ...[0.1, 0.2, 0.3, 0.4, 0.5].map((f) => darken(colours[9], f)),
  ];
  return candidates.find((c) => backgrounds.every((bg) => contrast(c, bg) >= TEXT_CONTRAST)) ?? darken(colours[9], 0.6);
}

/**
 * Mantine's default shades put text under 4.5:1 for the lighter hues (green, teal, yellow,
 * orange…): white on a filled green badge, teal text of an outline badge, yellow text on its tint.
 * Each colour gets, worked out from its own shades, the lightest shade that keeps 4.5:1 wherever
 * it is drawn: the light and subtle variants' text on white, on the tint (shade 1) and on the
 * hover tint (shade 2); outline text and border on white, on a hovered table row (gray 1) and on
 * its own hover tint (about shade 0); white text on the filled variant's background. The
 * scheme's blue (the primary colour) passes filled as it is.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colours = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  const shades = input.theme.colors[parsed.color];
  if (!parsed.isThemeColor || parsed.shade !== undefined || !shades) return colours;
  if (input.variant === 'light' || input.variant === 'subtle') {
    return { ...colours, color: readableShade(shades, ['#ffffff', shades[1], shades[2]]) };
  }
  if (input.variant === 'outline') {
    const ink = readableShade(shades, ['#ffffff', input.theme.colors.gray[1], shades[0]]);
    return { ...colours, color: ink, border: `1px solid ${ink}` };
  }
  if (input.variant === 'filled' && parsed.color !== input.theme.primaryColor) {
    const background = readableShade(shades, ['#ffffff']);
    return { ...colours, background, hover: darken(background, 0.1) };
  }
  return colours;
};

/**
 * A list of choices longer than its dropdown scrolls in the listbox itself, not in Mantine's
 * ScrollArea around the options: that area is a scrolling region no key can reach (axe: serious
 * scrollable-region-focusable), while a combobox's listbox is scrolled by the arrow keys that move
 * through its options. 220 px is Mantine's own dropdown height.
 */
const LISTBOX_SCROLLS = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: 220, overflowY: 'auto' } },
};

// The scheme's blue passes 4.5:1 contrast on white for text and on it for white text.
export const theme = createTheme({
  primaryColor: 'scheme',
  primaryShade: 7,
  colors: {
    scheme: [
      '#e7f1fb',
      '#cfe1f5',
      '#9dc2eb',
      '#68a1e1',
      '#3e86d8',
      '#2475d3',
      '#146cd2',
      '#0b5cad',
      '#00509b',
      '#004589',
    ],
  },
  variantColorResolver,
  components: {
    // A badge is one word or two: Mantine lets a table column squeeze it to "APPROV…"; it keeps
    // its whole label and the column makes room (or the table scrolls sideways).
    Badge: Badge.extend({ styles: { root: { minWidth: 'max-content' } } }),
    // Mantine puts a focusable role="presentation" element first in an open menu, for the focus
    // to land on when opened by pointer; a menu may hold only its items (axe: critical
    // aria-required-children). The focus goes to the first item instead, as WAI-ARIA's menu
    // button pattern has it.
    // (A plain object, not Menu.extend: importing Menu here would put it in every page's code.)
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Select: LISTBOX_SCROLLS,
    MultiSelect: LISTBOX_SCROLLS,
    TagsInput: LISTBOX_SCROLLS,
    Autocomplete: LISTBOX_SCROLLS,
  },
  fontFamily: FONT_FAMILY.hongKong,
  defaultRadius: 'md',
});
