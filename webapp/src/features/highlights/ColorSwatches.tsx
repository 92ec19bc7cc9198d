import { Box, HStack, IconButton } from '@chakra-ui/react';
import { HIGHLIGHT_COLORS, type HighlightColor } from '@vault/contracts';
import { LuCheck } from 'react-icons/lu';
import { COLOR_LABELS, MARK_BG } from './highlight-colors';

interface ColorSwatchesProps {
  /** The chosen colour, shown pressed; none when the swatches are actions (the toolbar). */
  value?: HighlightColor;
  /** Words before the colour's name in each button's label ("Highlight yellow"). */
  labelPrefix: string;
  onPick: (color: HighlightColor) => void;
  disabled?: boolean;
}

/** The four highlight colours as round buttons, large enough to tap. */
export function ColorSwatches({ value, labelPrefix, onPick, disabled }: ColorSwatchesProps) {
  return (
    <HStack gap="1" role="group" aria-label="Colour">
      {HIGHLIGHT_COLORS.map((color) => (
        <IconButton
          key={color}
          aria-label={`${labelPrefix} ${COLOR_LABELS[color].toLowerCase()}`}
          {...(value ? { 'aria-pressed': value === color } : {})}
          title={COLOR_LABELS[color]}
          variant="ghost"
          size="sm"
          rounded="full"
          minW="9"
          h="9"
          disabled={disabled}
          onClick={() => onPick(color)}
        >
          <Box
            as="span"
            display="grid"
            placeItems="center"
            boxSize="6"
            rounded="full"
            bg={MARK_BG[color]}
            borderWidth="1px"
            borderColor="border.emphasized"
            color="fg"
          >
            {value === color ? <LuCheck /> : null}
          </Box>
        </IconButton>
      ))}
    </HStack>
  );
}
