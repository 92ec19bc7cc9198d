import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { isPaidPlan, type User } from '@vault/contracts';
import { Link as RouterLink } from 'react-router';
import { PlanBadge } from '../../components/PlanBadge';
import { ManageSubscriptionButton } from './ManageSubscriptionButton';
import { hasSubscription, statusLabel } from './plan-display';
import { PlanUsage } from './PlanUsage';

/** Plan and billing on the Settings page: usage, credits, reset date, and where to change the plan. */
export function SubscriptionCard({ user }: { user: User }) {
  const paid = isPaidPlan(user.subscriptionPlan, user.subscriptionStatus);
  return (
    <Card.Root as="section" aria-labelledby="subscription-title">
      <Card.Header>
        <Card.Title as="h2" id="subscription-title">
          Plan & Billing
        </Card.Title>
      </Card.Header>
      <Card.Body gap="4">
        <HStack gap="2" wrap="wrap">
          <PlanBadge plan={user.subscriptionPlan} status={user.subscriptionStatus} />
          <Badge variant="outline">{statusLabel(user.subscriptionStatus)}</Badge>
        </HStack>
        <PlanUsage user={user} />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
          {hasSubscription(user) ? <ManageSubscriptionButton returnPath="/settings" /> : null}
          <Button asChild colorPalette="brand" variant={paid ? 'outline' : 'solid'}>
            <RouterLink to="/pricing">{paid ? 'View plans' : 'Upgrade'}</RouterLink>
          </Button>
        </Stack>
        {hasSubscription(user) ? (
          <Text fontSize="sm" color="fg.muted">
            Change or cancel your plan, update your card and download invoices in the billing
            portal.
          </Text>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
