import { Alert, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { AccountCard, type AccountTab } from '../../features/auth/AccountCard';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { useSaveContent } from '../../features/library/use-save-content';
import { firstSharedLink, mustConfirmShare, sharedParams } from '../../features/share/shared-link';
import { errorDescription } from '../../lib/errors';

/**
 * `/share?url=&text=&title=`: the PWA's Web Share Target. Saves the first link shared and shows
 * the saved item; signed out, it asks to sign in first and then carries on (the sign-in reloads
 * this same address). Opened from another site (the server adds `review=1`, see
 * backend/src/bootstrap/share-navigation.ts) it saves only when the person clicks Save.
 */
export function SharePage() {
  const [search] = useSearchParams();
  const link = firstSharedLink(sharedParams(search));
  const needsClick = mustConfirmShare(search);
  const { user, isLoading } = useCurrentUser();
  const [tab, setTab] = useState<AccountTab>('signin');
  const save = useSaveContent();
  const started = useRef(false);

  useEffect(() => {
    if (!user || !link || needsClick || started.current) return;
    started.current = true;
    save.mutate(link);
  }, [user, link, needsClick, save]);

  if (isLoading) return <PageSpinner />;
  if (!link) {
    return (
      <Container maxW="md" py="12">
        <title>Share · Vault</title>
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>There was no web link in what was shared, so nothing was saved.</Alert.Title>
        </Alert.Root>
      </Container>
    );
  }
  if (!user) {
    return (
      <Container maxW="md" py={{ base: '8', md: '12' }}>
        <title>Sign in to save · Vault</title>
        <Stack gap="4">
          <Heading as="h1" size="lg">
            Sign in to save this link
          </Heading>
          <Text color="fg.muted" wordBreak="break-all" data-testid="shared-link">
            {link}
          </Text>
          <AccountCard tab={tab} onTabChange={setTab} />
        </Stack>
      </Container>
    );
  }
  if (save.isSuccess) return <Navigate to={`/content/${save.data.item.id}`} replace />;
  if (needsClick && save.isIdle) {
    return (
      <Container maxW="md" py={{ base: '8', md: '12' }}>
        <title>Save this link? · Vault</title>
        <Stack gap="4" alignItems="flex-start">
          <Heading as="h1" size="lg">
            Save this link to your library?
          </Heading>
          <Text color="fg.muted" wordBreak="break-all" data-testid="shared-link">
            {link}
          </Text>
          <Button colorPalette="brand" onClick={() => save.mutate(link)}>
            Save
          </Button>
        </Stack>
      </Container>
    );
  }
  if (save.isError) {
    return (
      <Container maxW="md" py="12">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{errorDescription(save.error, 'The link could not be saved.')}</Alert.Title>
        </Alert.Root>
      </Container>
    );
  }
  return <PageSpinner />;
}
