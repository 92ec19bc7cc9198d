import { defineConfig } from '@chakra-ui/react/styled-system';

/**
 * Vault's own colours, type and shapes (docs/design.md). Merged over Chakra's defaults in
 * theme.ts, so every recipe and every `bg`/`fg`/`border` token picks them up.
 */

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'];

/** A palette's shades 50…950 as tokens. */
function shades(values: readonly string[]) {
  return Object.fromEntries(SHADES.map((shade, index) => [shade, { value: values[index]! }]));
}

/** Vault violet: the brand's primary. 600 is the logo's fill and the solid buttons' (white 6.1:1). */
const brand = shades([
  '#f4f2ff',
  '#ebe7ff',
  '#d8d0ff',
  '#bcaeff',
  '#9b83fc',
  '#7c5cf5',
  '#6541e6',
  '#5431c9',
  '#4529a3',
  '#3a2483',
  '#231455',
]);

/**
 * Ink: the neutrals, a grey with a trace of the violet, at the lightness of Chakra's grey shade for
 * shade, so muted text keeps its contrast (600 on white 7.8:1, 400 on 950 7.2:1).
 */
const gray = shades([
  '#f9f9fb',
  '#f2f1f6',
  '#e4e2ec',
  '#d1cedb',
  '#a19dae',
  '#726e80',
  '#545061',
  '#403c4b',
  '#28252f',
  '#19171f',
  '#110f16',
]);

const SYSTEM_FACES = 'ui-sans-serif, system-ui, sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export const brandConfig = defineConfig({
  theme: {
    tokens: {
      colors: { brand, gray },
      fonts: {
        // System faces only: nothing to download, nothing to swap in after the first paint.
        // `system-ui` is San Francisco, Segoe UI or Roboto as the platform has it.
        body: { value: SYSTEM_FACES },
        heading: { value: SYSTEM_FACES },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          solid: { value: '{colors.brand.600}' },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
          border: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
        // Dark pages on ink rather than pure black; panels (cards, dialogs) one step lighter.
        bg: {
          DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.gray.950}' } },
          panel: { value: { _light: '{colors.white}', _dark: '{colors.gray.900}' } },
        },
        fg: {
          DEFAULT: { value: { _light: '{colors.gray.950}', _dark: '{colors.gray.50}' } },
          // Chakra's 400 on white is 2.6:1; subtle text still meets AA (4.9:1 and 7.2:1).
          subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.400}' } },
        },
      },
      radii: {
        l1: { value: '{radii.sm}' },
        l2: { value: '{radii.md}' },
        l3: { value: '{radii.xl}' },
      },
    },
  },
});
