import { AbsoluteCenter, Box, Spinner, Stack, Text } from '@chakra-ui/react';

/** Covers the dialog while the save is on its way (spec 4: processing overlay). */
export function SaveProcessingOverlay() {
  return (
    <Box position="absolute" inset="0" bg="bg/80" rounded="inherit" zIndex="1" role="status">
      <AbsoluteCenter>
        <Stack align="center" gap="2">
          <Spinner size="lg" color="brand.solid" />
          <Text fontWeight="medium">Processing...</Text>
        </Stack>
      </AbsoluteCenter>
    </Box>
  );
}
