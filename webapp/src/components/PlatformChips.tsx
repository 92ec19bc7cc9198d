import { Badge, Wrap } from '@chakra-ui/react';
import { NAMED_SITE_PLATFORMS, PLATFORM_LABELS } from '@vault/contracts';

/** Every site with its own extractor; `other` (any website) is described in words by callers. */
export const NAMED_PLATFORMS = NAMED_SITE_PLATFORMS;

interface PlatformChipsProps {
  size?: 'sm' | 'md' | 'lg';
  justify?: 'flex-start' | 'center';
}

export function PlatformChips({ size = 'md', justify = 'flex-start' }: PlatformChipsProps) {
  return (
    <Wrap gap="2" justify={justify} as="ul" listStyleType="none" aria-label="Supported platforms">
      {NAMED_PLATFORMS.map((platform) => (
        <Badge as="li" key={platform} size={size} variant="surface" colorPalette="teal">
          {PLATFORM_LABELS[platform]}
        </Badge>
      ))}
    </Wrap>
  );
}
