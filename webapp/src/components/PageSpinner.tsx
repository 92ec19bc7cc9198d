import { Center, Spinner } from '@chakra-ui/react';

/**
 * Shown while the app learns who is signed in or loads a page. A screen tall, so the footer stays
 * below the fold until the page arrives instead of showing and then jumping away (Lighthouse
 * counted that jump as a 0.2 layout shift on the dashboard).
 */
export function PageSpinner() {
  return (
    <Center minH="100dvh" role="status" aria-label="Loading">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
