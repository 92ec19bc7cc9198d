import { Box, Button, Text, type TextProps } from '@chakra-ui/react';
import { useState } from 'react';
import { previewText } from '../../../lib/text-preview';

interface CollapsibleTextProps extends Omit<TextProps, 'children'> {
  text: string;
  /** Characters shown while collapsed. */
  limit: number;
}

/** A text cut to `limit` characters with See more / See less (spec 4). */
export function CollapsibleText({ text, limit, ...textProps }: CollapsibleTextProps) {
  const [expanded, setExpanded] = useState(false);
  const { preview, truncated } = previewText(text, limit);
  return (
    <Box>
      <Text whiteSpace="pre-line" overflowWrap="anywhere" {...textProps}>
        {expanded ? text : preview}
      </Text>
      {truncated ? (
        <Button
          variant="plain"
          size="xs"
          px="0"
          h="auto"
          colorPalette="teal"
          color="colorPalette.fg"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'See less' : 'See more'}
        </Button>
      ) : null}
    </Box>
  );
}
