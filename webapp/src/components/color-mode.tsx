import { Box, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';
import { LuMoon, LuSun } from 'react-icons/lu';

export type ColorMode = 'light' | 'dark';

/** Light and dark mode through next-themes, which sets the `light`/`dark` class Chakra's tokens read. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}

export function useColorMode() {
  const { resolvedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = resolvedTheme === 'dark' ? 'dark' : 'light';
  return {
    colorMode,
    toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark'),
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
