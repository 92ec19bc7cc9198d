import type { HighlightColor } from '@vault/contracts';

export const COLOR_LABELS: Record<HighlightColor, string> = {
  yellow: 'Yellow',
  green: 'Green',
  blue: 'Blue',
  pink: 'Pink',
};

/**
 * A mark's background in each colour mode: a light shade under dark text, a dark one under light
 * text, so the reader's text keeps well over 4.5:1 (WCAG AA) in both.
 */
export const MARK_BG: Record<HighlightColor, { base: string; _dark: string }> = {
  yellow: { base: 'yellow.200', _dark: 'yellow.800' },
  green: { base: 'green.200', _dark: 'green.800' },
  blue: { base: 'blue.200', _dark: 'blue.800' },
  pink: { base: 'pink.200', _dark: 'pink.800' },
};

/** Styles for the marks painted in a reader (`mark[data-color]`). */
export const MARK_STYLES = {
  '& mark[data-color]': {
    color: 'fg',
    borderRadius: 'xs',
    cursor: 'pointer',
    boxDecorationBreak: 'clone',
    paddingInline: '0.05em',
  },
  // A link inside a highlight takes the text's colour (it stays underlined): the link colour on a
  // light mark falls under 4.5:1.
  '& mark[data-color] a': { color: 'inherit' },
  '& mark[data-color]:focus-visible': { outline: '2px solid', outlineColor: 'brand.focusRing' },
  ...Object.fromEntries(
    Object.entries(MARK_BG).map(([color, bg]) => [`& mark[data-color=${color}]`, { bg }]),
  ),
};
