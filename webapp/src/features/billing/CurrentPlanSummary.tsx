import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { isPaidPlan, type User } from '@vault/contracts';
import { PlanBadge } from '../../components/PlanBadge';
import { ManageSubscriptionButton } from './ManageSubscriptionButton';
import { hasSubscription, statusLabel } from './plan-display';
import { PlanUsage } from './PlanUsage';

/** The signed-in user's plan, status and usage at the top of the Pricing page (spec 2.12). */
export function CurrentPlanSummary({ user }: { user: User }) {
  const active = user.subscriptionStatus.toLowerCase() === 'active';
  return (
    <Card.Root as="section" aria-label="Your plan">
      <Card.Body>
        <Stack direction={{ base: 'column', md: 'row' }} gap="5" justify="space-between">
          <Stack gap="2" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">Current plan</Text>
              <PlanBadge plan={user.subscriptionPlan} status={user.subscriptionStatus} />
              <Badge colorPalette={active ? 'green' : 'orange'} variant="outline">
                {statusLabel(user.subscriptionStatus)}
              </Badge>
            </HStack>
            {!active && isPaidPlan(user.subscriptionPlan) ? (
              <Text fontSize="sm" color="fg.warning">
                Your last payment did not go through: paid features are paused until it does.
              </Text>
            ) : null}
            {hasSubscription(user) ? (
              <ManageSubscriptionButton returnPath="/pricing" size="sm" alignSelf="flex-start" />
            ) : null}
          </Stack>
          <Stack minW={{ md: '72' }}>
            <PlanUsage user={user} />
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
