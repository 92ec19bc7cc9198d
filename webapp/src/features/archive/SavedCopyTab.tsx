import { Alert, Box, Button, HStack, Image, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { LuArchive, LuExternalLink, LuSparkles } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { RelativeTime } from '../library/ui/RelativeTime';
import { copyPath, screenshotPath } from './archive-api';
import { copyView, storedSize } from './copy-state';
import { useCopyStatus } from './use-copy-status';

interface SavedCopyTabProps {
  contentId: number;
  /** The item is still being extracted (its copy is made after). */
  extracting: boolean;
}

const SOURCES = {
  snapshot: 'from your browser',
  fetch: 'fetched by Vault',
  render: 'rendered by Vault',
} as const;

/**
 * The page as it was saved: Vault's copy in a frame with an empty sandbox (nothing in it runs,
 * submits or navigates; the server's policy says the same), and the screenshot when there is one.
 */
export default function SavedCopyTab({ contentId, extracting }: SavedCopyTabProps) {
  const status = useCopyStatus(contentId, extracting);
  if (status.isPending)
    return (
      <HStack gap="2" color="fg.muted" data-testid="saved-copy">
        <Spinner size="sm" />
        <Text>Loading the saved copy…</Text>
      </HStack>
    );
  if (status.isError)
    return (
      <Alert.Root status="error" size="sm" data-testid="saved-copy">
        <Alert.Indicator />
        <Alert.Title>The saved copy could not be loaded. Please try again.</Alert.Title>
      </Alert.Root>
    );
  const copy = status.data;
  const view = copyView(copy, extracting);
  if (view === 'upgrade')
    return (
      <Alert.Root
        status="info"
        colorPalette="brand"
        data-testid="saved-copy"
        alignItems="flex-start"
      >
        <Alert.Indicator>
          <LuSparkles />
        </Alert.Indicator>
        <Alert.Content>
          <Alert.Title>Saved copies are a Pro feature</Alert.Title>
          <Alert.Description>
            Pro and Premium keep a copy of every page as you saw it, with its images and styles, so
            it stays readable when the site changes or goes away.
          </Alert.Description>
          <Button asChild size="sm" colorPalette="brand" mt="3" alignSelf="flex-start">
            <RouterLink to="/pricing">Upgrade</RouterLink>
          </Button>
        </Alert.Content>
      </Alert.Root>
    );
  if (view === 'making')
    return (
      <HStack gap="2" color="fg.muted" data-testid="saved-copy">
        <Spinner size="sm" />
        <Text>Vault is making a copy of this page. It will appear here shortly.</Text>
      </HStack>
    );
  if (view === 'failed')
    return (
      <Alert.Root status="warning" size="sm" data-testid="saved-copy">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>No copy of this page could be made</Alert.Title>
          {copy.error ? <Alert.Description>{copy.error}</Alert.Description> : null}
        </Alert.Content>
      </Alert.Root>
    );
  if (view === 'none')
    return (
      <HStack gap="2" color="fg.muted" data-testid="saved-copy">
        <LuArchive aria-hidden />
        <Text>This item was saved without a copy of its page.</Text>
      </HStack>
    );
  return (
    <Stack gap="3" data-testid="saved-copy">
      <HStack gap="2" wrap="wrap" justify="space-between" color="fg.muted" fontSize="sm">
        <HStack gap="1" wrap="wrap">
          <Text>Copy {copy.source ? SOURCES[copy.source] : ''}</Text>
          {copy.createdAt ? (
            <>
              <Text aria-hidden>·</Text>
              <RelativeTime value={copy.createdAt} />
            </>
          ) : null}
          {copy.bytes !== null ? (
            <>
              <Text aria-hidden>·</Text>
              <Text>{storedSize(copy.bytes)}</Text>
            </>
          ) : null}
        </HStack>
        <Link href={copyPath(contentId)} target="_blank" rel="noopener noreferrer" color="brand.fg">
          Open in a new tab <LuExternalLink aria-hidden />
        </Link>
      </HStack>
      <Box
        as="iframe"
        // An empty sandbox: no scripts, no same origin, no forms, no popups, no navigation.
        {...{ sandbox: '', src: copyPath(contentId) }}
        title="Saved copy of the page"
        data-testid="saved-copy-frame"
        width="100%"
        height={{ base: '70vh', md: '75vh' }}
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        // Pages assume a white canvas; in dark mode too the copy shows as it was.
        bg="white"
      />
      {copy.hasScreenshot ? (
        <Stack gap="2">
          <Text fontWeight="semibold" fontSize="sm">
            Screenshot
          </Text>
          <Box
            maxH="75vh"
            overflowY="auto"
            borderWidth="1px"
            borderColor="border"
            borderRadius="md"
            tabIndex={0}
            aria-label="Screenshot of the page"
          >
            <Image
              src={screenshotPath(contentId)}
              alt="The page as the browser showed it when it was saved"
              width="100%"
              data-testid="saved-copy-screenshot"
            />
          </Box>
        </Stack>
      ) : null}
    </Stack>
  );
}
