import { Button, Card, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';

/** Account Settings without a signed-in user (spec 2.10). */
export function PleaseLogIn() {
  return (
    <Card.Root as="section" aria-labelledby="please-log-in" maxW="md">
      <Card.Body gap="4">
        <Text as="h2" id="please-log-in" fontSize="lg" fontWeight="semibold">
          Please log in
        </Text>
        <Text color="fg.muted">Sign in to see and change your account settings.</Text>
        <Button asChild colorPalette="brand" alignSelf="flex-start">
          <RouterLink to="/login">Log in</RouterLink>
        </Button>
      </Card.Body>
    </Card.Root>
  );
}
