import { Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ApiToken } from '@vault/contracts';
import { formatRelativeTime } from '../../lib/relative-time';
import { useApiTokens, useRevokeApiToken } from './use-account';

function TokenRow({ token }: { token: ApiToken }) {
  const revoke = useRevokeApiToken();
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="3"
      py="3"
      borderBottomWidth="1px"
      wrap="wrap"
      data-testid="api-token"
    >
      <Stack gap="0" minW="0">
        <Text fontWeight="medium" truncate>
          {token.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          <Text as="span" fontFamily="mono">
            {token.prefix}…
          </Text>{' '}
          · created {formatRelativeTime(token.createdAt)} ·{' '}
          {token.lastUsedAt ? `last used ${formatRelativeTime(token.lastUsedAt)}` : 'never used'}
        </Text>
      </Stack>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        aria-label={`Revoke token ${token.name}`}
        loading={revoke.isPending}
        onClick={() => revoke.mutate(token)}
      >
        Revoke
      </Button>
    </HStack>
  );
}

/** Personal API tokens (the browser extension, scripts): what exists, and a way to end each one. */
export function ApiTokensCard() {
  const tokens = useApiTokens();
  return (
    <Card.Root as="section" aria-labelledby="api-tokens-title">
      <Card.Header>
        <Card.Title as="h2" id="api-tokens-title">
          API Tokens
        </Card.Title>
        <Card.Description>
          The browser extension gets a token when you sign in to it. Revoke one to sign that device
          or script out.
        </Card.Description>
      </Card.Header>
      <Card.Body>
        {tokens.isPending ? (
          <Skeleton height="12" />
        ) : tokens.isError ? (
          <Text color="fg.error">Your API tokens could not be loaded.</Text>
        ) : tokens.data.length === 0 ? (
          <Text color="fg.muted" data-testid="api-tokens-empty">
            No API tokens yet. The browser extension creates one when you sign in to it.
          </Text>
        ) : (
          <Stack as="ul" gap="0" listStyleType="none">
            {tokens.data.map((token) => (
              <TokenRow key={token.id} token={token} />
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
