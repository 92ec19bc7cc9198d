import { Input, InputGroup, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import {
  HIGHLIGHT_COLORS,
  type HighlightColor,
  PLATFORM_LABELS,
  PLATFORMS,
  type Platform,
} from '@vault/contracts';
import { LuSearch, LuTag } from 'react-icons/lu';
import { COLOR_LABELS } from './highlight-colors';
import type { HighlightFilters } from './highlights-api';

interface HighlightFiltersBarProps {
  value: HighlightFilters;
  onChange: (next: HighlightFilters) => void;
}

/** Search, colour, tag and platform: one row on a wide screen, two on a phone. */
export function HighlightFiltersBar({ value, onChange }: HighlightFiltersBarProps) {
  const set = (change: Partial<HighlightFilters>) => onChange({ ...value, ...change });
  return (
    <SimpleGrid columns={{ base: 2, md: 4 }} gap="2" role="search">
      <InputGroup startElement={<LuSearch />} gridColumn={{ base: 'span 2', md: 'auto' }}>
        <Input
          type="search"
          aria-label="Search highlights"
          placeholder="Search highlights and notes"
          value={value.search}
          onChange={(event) => set({ search: event.target.value })}
        />
      </InputGroup>
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label="Colour"
          value={value.color}
          onChange={(event) => set({ color: event.target.value as HighlightColor | '' })}
        >
          <option value="">All colours</option>
          {HIGHLIGHT_COLORS.map((color) => (
            <option key={color} value={color}>
              {COLOR_LABELS[color]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root>
        <NativeSelect.Field
          aria-label="Platform"
          value={value.platform}
          onChange={(event) => set({ platform: event.target.value as Platform | '' })}
        >
          <option value="">All platforms</option>
          {PLATFORMS.map((platform) => (
            <option key={platform} value={platform}>
              {PLATFORM_LABELS[platform]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <InputGroup startElement={<LuTag />} gridColumn={{ base: 'span 2', md: 'auto' }}>
        <Input
          aria-label="Tag"
          placeholder="Tag"
          value={value.tag}
          onChange={(event) => set({ tag: event.target.value })}
        />
      </InputGroup>
    </SimpleGrid>
  );
}
