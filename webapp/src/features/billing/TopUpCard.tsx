import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { TOP_UP } from '@vault/contracts';
import { LuZap } from 'react-icons/lu';
import { formatPrice } from './plan-display';
import { useCheckout } from './use-checkout';

/** A one-time top-up of extra extractions (spec 2.12); its credits never expire. */
export function TopUpCard() {
  const checkout = useCheckout('topup');
  return (
    <Card.Root as="section" aria-labelledby="top-up-title" variant="subtle">
      <Card.Body>
        <Stack
          direction={{ base: 'column', md: 'row' }}
          gap="4"
          justify="space-between"
          align={{ base: 'stretch', md: 'center' }}
        >
          <Stack gap="1">
            <HStack gap="2">
              <LuZap />
              <Card.Title as="h2" id="top-up-title">
                Need more extractions?
              </Card.Title>
            </HStack>
            <Text>
              Top up {TOP_UP.credits} extractions for {formatPrice(TOP_UP.price)}, one time.
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {TOP_UP.expires
                ? 'Top-up credits expire at the next billing cycle'
                : 'Top-up credits never expire'}{' '}
              and are used after your monthly allowance.
            </Text>
          </Stack>
          <Button
            colorPalette="brand"
            flexShrink="0"
            loading={checkout.isPending}
            onClick={() => checkout.topUp()}
          >
            Buy {TOP_UP.credits} extractions · {formatPrice(TOP_UP.price)}
          </Button>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
