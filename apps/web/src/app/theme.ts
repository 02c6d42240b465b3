import { createTheme, defaultVariantColorsResolver, parseThemeColor, type VariantColorsResolver } from '@mantine/core';

/**
 * Mantine's light variant writes shade 6 on a tint, and its filled variant puts white on shade 6:
 * for orange, green or red that falls under 4.5:1. Here light text is shade 9 darkened a fifth, and
 * filled backgrounds of the other colours are shade 8, so badges and buttons keep 4.5:1 in any colour.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colours = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color ?? input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined) return colours;
  if (input.variant === 'light') {
    return { ...colours, color: `color-mix(in srgb, var(--mantine-color-${parsed.color}-9), black 20%)` };
  }
  if (input.variant === 'filled' && parsed.color !== input.theme.primaryColor) {
    return {
      ...colours,
      background: `var(--mantine-color-${parsed.color}-8)`,
      hover: `var(--mantine-color-${parsed.color}-9)`,
    };
  }
  return colours;
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
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'PingFang HK', 'Noto Sans TC', 'Microsoft JhengHei', 'Noto Sans SC', sans-serif",
  defaultRadius: 'md',
});
