import { Box, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { LuMoon, LuSun } from 'react-icons/lu';
import { withoutTransitions } from './without-transitions';

export type ColorMode = 'light' | 'dark';

/**
 * Light and dark mode through next-themes, which sets the `light`/`dark` class Chakra's tokens read.
 * index.html sets the class before the first paint; next-themes then keeps it. Its own
 * `disableTransitionOnChange` is left off: it applies on every start too, where its stylesheet
 * and forced style read restyle every element of the page twice right after the first paint
 * (a slow phone's main thread blocked ~100 ms); the switch a person makes is guarded instead.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem>
      {children}
    </ThemeProvider>
  );
}

export function useColorMode() {
  const { resolvedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = resolvedTheme === 'dark' ? 'dark' : 'light';
  return {
    colorMode,
    // Every colour changes at once, not each element fading on its own transition.
    toggleColorMode: () =>
      withoutTransitions(() => setTheme(colorMode === 'dark' ? 'light' : 'dark')),
  };
}

export function ColorModeButton(props: Omit<IconButtonProps, 'aria-label'>) {
  const { toggleColorMode } = useColorMode();
  return (
    <IconButton
      aria-label="Toggle color mode"
      variant="ghost"
      size="sm"
      onClick={toggleColorMode}
      {...props}
    >
      {/* Both icons, one shown by the colour-mode class: the same markup before and after hydration. */}
      <Box as="span" display="contents" _dark={{ display: 'none' }}>
        <LuMoon />
      </Box>
      <Box as="span" display="none" _dark={{ display: 'contents' }}>
        <LuSun />
      </Box>
    </IconButton>
  );
}
