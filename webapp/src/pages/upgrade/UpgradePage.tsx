import {
  Alert,
  Button,
  Container,
  Heading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { findPlan, type Plan } from '@vault/contracts';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { BackHomeLink } from '../../features/billing/BackHomeLink';
import { ManageSubscriptionButton } from '../../features/billing/ManageSubscriptionButton';
import { CurrentPlanButton, PlanCard } from '../../features/billing/PlanCard';
import { planAction } from '../../features/billing/plan-display';
import { useCheckout } from '../../features/billing/use-checkout';
import { usePlans } from '../../features/billing/use-plans';
import { usePublicConfig } from '../../features/config/use-public-config';

/** `/upgrade`: Pro (most popular) and Premium with upgrade buttons (spec 2.13). */
export function UpgradePage() {
  const { user } = useCurrentUser();
  const plans = usePlans();
  const config = usePublicConfig();
  const checkout = useCheckout('upgrade');
  const stripeEnabled = config.data?.stripeEnabled ?? true;
  const paidPlans = plans.data?.filter((plan) => plan.name !== 'free');

  const action = (plan: Plan) => {
    if (!user) return null;
    const offer = planAction(user, plan.name, { stripeEnabled });
    if (offer.kind === 'current') return <CurrentPlanButton />;
    if (offer.kind === 'portal') return <ManageSubscriptionButton returnPath="/pricing" />;
    const pending = checkout.pending;
    return (
      <Button
        colorPalette="brand"
        size="lg"
        loading={pending?.kind === 'plan' && pending.plan === plan.name}
        disabled={checkout.isPending}
        onClick={() => checkout.subscribe(plan.name)}
      >
        Upgrade to {findPlan(plan.name).label}
      </Button>
    );
  };

  return (
    <Container maxW="4xl" py={{ base: '5', md: '8' }}>
      <title>Upgrade Your Plan · Vault</title>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2">
          <BackHomeLink />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Upgrade Your Plan
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            More extractions every month, plus quick notes, tags, media attachments and Kanban
            boards.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" as="section" aria-label="Plans">
          {paidPlans
            ? paidPlans.map((plan) => <PlanCard key={plan.id} plan={plan} action={action(plan)} />)
            : [0, 1].map((index) => <Skeleton key={index} height="96" rounded="lg" />)}
        </SimpleGrid>
        {config.data && !config.data.stripeEnabled ? (
          <Alert.Root status="info" variant="subtle">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Development mode</Alert.Title>
              <Alert.Description>
                Payments are not configured on this server, so an upgrade applies at once and no
                payment is taken.
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}
        <Text textAlign="center" color="fg.muted" fontSize="sm">
          30-day money-back guarantee · Cancel anytime · No hidden fees
        </Text>
      </Stack>
    </Container>
  );
}
