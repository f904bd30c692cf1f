import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * One brand colour (violet), one type scale, one radius across the product. Component overrides
 * that import a component live with the provider that uses it (app/providers.tsx), so the
 * server-rendered public pages do not load those components.
 */
export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: { light: 7, dark: 5 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
});

/**
 * Mantine's default error red and dimmed grey are too faint for WCAG AA text; red 9 keeps 4.5:1
 * on the signed-in app's grey page background too, where red 8 falls just short.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantine) => ({
  variables: {},
  light: {
    '--mantine-color-error': mantine.colors.red[9],
    '--mantine-color-dimmed': mantine.colors.gray[7],
  },
  dark: {},
});
