import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * Chakra's defaults with text contrast raised to WCAG AA (4.5:1), which axe checks in the
 * end-to-end tests: white on the default teal and green fills, and the light error red on white,
 * fall short of it. One shade darker passes in both colour modes.
 */
const contrastConfig = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        teal: { solid: { value: '{colors.teal.700}' } },
        green: { solid: { value: '{colors.green.700}' } },
        fg: { error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } } },
      },
    },
  },
});

export const system = createSystem(defaultConfig, contrastConfig);
