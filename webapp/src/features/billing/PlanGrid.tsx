import { Alert, Button, SimpleGrid, Skeleton } from '@chakra-ui/react';
import type { Plan, User } from '@vault/contracts';
import { CurrentPlanButton, PlanCard } from './PlanCard';
import { ManageSubscriptionButton } from './ManageSubscriptionButton';
import { planAction } from './plan-display';
import { useCheckout } from './use-checkout';
import { usePlans } from './use-plans';

interface PlanGridProps {
  user: User;
  stripeEnabled: boolean;
}

/** The plans from the server, each with what it offers this user (spec 2.12). */
export function PlanGrid({ user, stripeEnabled }: PlanGridProps) {
  const plans = usePlans();
  const checkout = useCheckout('pricing');
  if (plans.isError) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>We couldn't load the plans. Please refresh the page.</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="5" as="section" aria-label="Plans">
      {plans.data
        ? plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={planAction(user, plan.name, { stripeEnabled }).kind === 'current'}
              action={
                <PlanButton
                  plan={plan}
                  user={user}
                  stripeEnabled={stripeEnabled}
                  checkout={checkout}
                />
              }
            />
          ))
        : [0, 1, 2].map((index) => <Skeleton key={index} height="96" rounded="lg" />)}
    </SimpleGrid>
  );
}

interface PlanButtonProps extends PlanGridProps {
  plan: Plan;
  checkout: ReturnType<typeof useCheckout>;
}

function PlanButton({ plan, user, stripeEnabled, checkout }: PlanButtonProps) {
  const action = planAction(user, plan.name, { stripeEnabled });
  switch (action.kind) {
    case 'current':
      return <CurrentPlanButton />;
    case 'portal':
      return <ManageSubscriptionButton returnPath="/pricing" />;
    case 'none':
      return null;
    case 'subscribe': {
      const pending = checkout.pending;
      return (
        <Button
          colorPalette="brand"
          variant={plan.name === 'free' ? 'outline' : 'solid'}
          loading={pending?.kind === 'plan' && pending.plan === plan.name}
          disabled={checkout.isPending}
          onClick={() => checkout.subscribe(plan.name)}
        >
          {action.label}
        </Button>
      );
    }
  }
}
