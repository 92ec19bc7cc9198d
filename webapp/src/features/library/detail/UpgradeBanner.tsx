import { Alert, Button } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';

/** What free users see instead of note and tag editing (spec 2.8). */
export function UpgradeBanner() {
  return (
    <Alert.Root
      status="info"
      colorPalette="brand"
      alignItems={{ base: 'flex-start', sm: 'center' }}
    >
      <Alert.Indicator>
        <LuSparkles />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>Notes and tags are Pro features</Alert.Title>
        <Alert.Description>
          Upgrade to Pro or Premium to add quick notes and custom tags to your saved content.
        </Alert.Description>
      </Alert.Content>
      <Button asChild size="sm" colorPalette="brand" flexShrink="0">
        <RouterLink to="/pricing">Upgrade</RouterLink>
      </Button>
    </Alert.Root>
  );
}
