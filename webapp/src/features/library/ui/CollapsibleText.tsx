import { Box, Button, HStack, Link, Text, type TextProps } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { previewText } from '../../../lib/text-preview';

interface CollapsibleTextProps extends Omit<TextProps, 'children'> {
  text: string;
  /** Characters shown while collapsed. */
  limit: number;
  /** `text` is itself an excerpt: expanded, it ends with a link to where the whole text is. */
  fullTextHref?: string;
}

/** A text cut to `limit` characters with See more / See less (spec 4). */
export function CollapsibleText({ text, limit, fullTextHref, ...textProps }: CollapsibleTextProps) {
  const [expanded, setExpanded] = useState(false);
  const { preview, truncated } = previewText(text, limit);
  return (
    <Box>
      <Text whiteSpace="pre-line" overflowWrap="anywhere" {...textProps}>
        {expanded ? (fullTextHref ? `${text.trimEnd()}…` : text) : preview}
      </Text>
      {truncated ? (
        <HStack gap="3">
          <Button
            variant="plain"
            size="xs"
            px="0"
            h="auto"
            colorPalette="brand"
            color="colorPalette.fg"
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? 'See less' : 'See more'}
          </Button>
          {expanded && fullTextHref ? (
            <Link asChild fontSize="xs" colorPalette="brand" color="colorPalette.fg">
              <RouterLink to={fullTextHref}>Read the full text</RouterLink>
            </Link>
          ) : null}
        </HStack>
      ) : null}
    </Box>
  );
}
