import { Center, Spinner } from '@chakra-ui/react';

/** Shown while the app learns who is signed in or loads a page. */
export function PageSpinner() {
  return (
    <Center minH="50vh" role="status" aria-label="Loading">
      <Spinner size="lg" color="teal.solid" />
    </Center>
  );
}
