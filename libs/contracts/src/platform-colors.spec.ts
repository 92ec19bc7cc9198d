import { describe, expect, it } from 'vitest';
import { PLATFORMS } from './enums.js';
import { PLATFORM_COLORS } from './platform-colors.js';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('PLATFORM_COLORS', () => {
  it.each(PLATFORMS)('%s chips meet WCAG AA (4.5:1) in both colour modes', (platform) => {
    const { light, dark } = PLATFORM_COLORS[platform];
    expect(contrast(light.fg, light.bg)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(dark.fg, dark.bg)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives a platform whose mark is black on light pages a light chip on dark pages', () => {
    for (const platform of ['twitter', 'github', 'medium'] as const) {
      const { light, dark } = PLATFORM_COLORS[platform];
      expect(luminance(light.bg)).toBeLessThan(0.05);
      expect(luminance(dark.bg)).toBeGreaterThan(0.8);
    }
  });
});
