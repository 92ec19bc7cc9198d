import { Badge, Wrap } from '@chakra-ui/react';
import { NAMED_SITE_PLATFORMS, PLATFORM_LABELS } from '@vault/contracts';
import { platformChipStyle } from './platform-chip';

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
        <Badge as="li" key={platform} size={size} variant="solid" css={platformChipStyle(platform)}>
          {PLATFORM_LABELS[platform]}
        </Badge>
      ))}
    </Wrap>
  );
}
