import { createTheme } from '@mantine/core';

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
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'PingFang HK', 'Noto Sans TC', 'Microsoft JhengHei', 'Noto Sans SC', sans-serif",
  defaultRadius: 'md',
});
