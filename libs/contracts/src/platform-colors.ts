import type { Platform } from './enums.js';

/** A chip's fill and text colour in one colour mode. */
export interface ChipColors {
  bg: string;
  fg: string;
}

export interface PlatformColors {
  light: ChipColors;
  dark: ChipColors;
  /** Drawn over `bg` where the platform's mark is a gradient; `bg` stays for text contrast. */
  gradient?: string;
}

const same = (colors: ChipColors): Pick<PlatformColors, 'light' | 'dark'> => ({
  light: colors,
  dark: colors,
});

/**
 * Each platform's recognised colour for its chips (web app filter bar, cards, list rows; the
 * extension's popup). Darkened where the brand's own shade fails WCAG AA (4.5:1) with its text:
 * YouTube's #ff0000 and Reddit's #ff4500 give white text 4.0 and 3.0. X, GitHub and Medium are
 * black marks on light pages and white marks on dark ones, as the platforms draw them.
 */
export const PLATFORM_COLORS: Record<Platform, PlatformColors> = {
  youtube: same({ bg: '#cc0000', fg: '#ffffff' }),
  twitter: { light: { bg: '#0f1419', fg: '#ffffff' }, dark: { bg: '#eff3f4', fg: '#0f1419' } },
  linkedin: same({ bg: '#0a66c2', fg: '#ffffff' }),
  reddit: same({ bg: '#d93a00', fg: '#ffffff' }),
  github: { light: { bg: '#24292f', fg: '#ffffff' }, dark: { bg: '#f6f8fa', fg: '#24292f' } },
  medium: { light: { bg: '#000000', fg: '#ffffff' }, dark: { bg: '#ffffff', fg: '#000000' } },
  tiktok: same({ bg: '#e0113d', fg: '#ffffff' }),
  instagram: {
    ...same({ bg: '#c13584', fg: '#ffffff' }),
    gradient: 'linear-gradient(45deg, #c13584, #833ab4 60%, #5851db)',
  },
  // Mail has no brand of its own: a warm paper tone, apart from "any website".
  newsletter: { light: { bg: '#fdf0d5', fg: '#6b4500' }, dark: { bg: '#4a3410', fg: '#fde7b8' } },
  other: { light: { bg: '#f2f1f6', fg: '#403c4b' }, dark: { bg: '#28252f', fg: '#e4e2ec' } },
};
