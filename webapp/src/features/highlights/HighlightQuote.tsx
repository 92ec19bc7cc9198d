import { Badge, Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Highlight } from '@vault/contracts';
import { MARK_BG } from './highlight-colors';

/** A highlight as a quote with its colour beside it, its note and tags under it. */
export function HighlightQuote({ highlight }: { highlight: Highlight }) {
  return (
    <HStack align="stretch" gap="3">
      <Box w="1.5" flexShrink="0" rounded="full" bg={MARK_BG[highlight.color]} />
      <Stack gap="1.5" minW="0">
        <Text whiteSpace="pre-line" lineClamp={6} overflowWrap="anywhere">
          {highlight.quote}
        </Text>
        {highlight.note ? (
          <Text fontSize="sm" color="fg.muted" whiteSpace="pre-line" overflowWrap="anywhere">
            {highlight.note}
          </Text>
        ) : null}
        {highlight.tags.length || highlight.status === 'needs-review' ? (
          <HStack gap="1" wrap="wrap">
            {highlight.status === 'needs-review' ? (
              <Badge colorPalette="orange" size="sm">
                Needs review
              </Badge>
            ) : null}
            {highlight.tags.map((tag) => (
              <Badge key={tag} size="sm" variant="outline">
                {tag}
              </Badge>
            ))}
          </HStack>
        ) : null}
      </Stack>
    </HStack>
  );
}
