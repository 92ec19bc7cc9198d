import { AbsoluteCenter, Box, HStack, Spinner, Text } from '@chakra-ui/react';

/** Covers a card while its deletion is on the way (spec 4). */
export function DeletingOverlay() {
  return (
    <Box position="absolute" inset="0" bg="bg/60" zIndex="1" role="status">
      <AbsoluteCenter>
        <HStack gap="2" bg="bg" px="3" py="2" rounded="md" shadow="sm">
          <Spinner size="sm" />
          <Text fontSize="sm" fontWeight="medium">
            Deleting...
          </Text>
        </HStack>
      </AbsoluteCenter>
    </Box>
  );
}
