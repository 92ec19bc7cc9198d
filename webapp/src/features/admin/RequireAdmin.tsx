import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { UI_DURATIONS_MS } from '@vault/contracts';
import { useEffect } from 'react';
import { Link as RouterLink, Outlet, useNavigate } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { toastError } from '../../components/toaster';
import { useCurrentUser } from '../auth/use-current-user';

/**
 * The admin pages: signed out gives the spec's 'Unauthorized' toast and, after 500 ms, the sign-in
 * card at /; a signed-in user who is not an administrator sees 'Not authorised'.
 */
export function RequireAdmin() {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const signedOut = !isLoading && !user;

  useEffect(() => {
    if (!signedOut) return;
    // After the current task: when the visitor is known to be signed out from the start, this
    // runs in the app's first commit, before the toaster has taken its first toasts.
    const toastTimer = window.setTimeout(() =>
      toastError('Unauthorized', 'You need to be logged in to access the admin panel.'),
    );
    const timer = window.setTimeout(
      () => void navigate('/', { replace: true }),
      UI_DURATIONS_MS.adminRedirect,
    );
    return () => {
      window.clearTimeout(toastTimer);
      window.clearTimeout(timer);
    };
  }, [signedOut, navigate]);

  if (isLoading || !user) return <PageSpinner />;
  if (user.role !== 'admin') return <NotAuthorised />;
  return <Outlet />;
}

export function NotAuthorised() {
  return (
    <Container maxW="xl" py={{ base: '16', md: '24' }}>
      <title>Not authorised · Vault</title>
      <Stack gap="4" align="center" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="fg.subtle" aria-hidden>
          403
        </Text>
        <Heading as="h1" size="2xl">
          Not authorised
        </Heading>
        <Text color="fg.muted">This area is for administrators only.</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">Back to your library</RouterLink>
        </Button>
      </Stack>
    </Container>
  );
}
