import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { BackHomeLink } from '../../features/billing/BackHomeLink';
import { CurrentPlanSummary } from '../../features/billing/CurrentPlanSummary';
import { PlanGrid } from '../../features/billing/PlanGrid';
import { PricingFaq } from '../../features/billing/PricingFaq';
import { TopUpCard } from '../../features/billing/TopUpCard';
import { useCheckoutReturn } from '../../features/billing/use-checkout-return';
import { usePublicConfig } from '../../features/config/use-public-config';

/** `/pricing`: the user's plan, every plan on offer, a top-up and the FAQ (spec 2.12). */
export function PricingPage() {
  const { user } = useCurrentUser();
  const config = usePublicConfig();
  useCheckoutReturn();
  // RequireUser renders this page only for a signed-in user.
  if (!user) return null;
  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }}>
      <title>Pricing Plans · Vault</title>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2">
          <BackHomeLink />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Pricing Plans
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Save more each month and unlock notes, tags, media and Kanban boards.
          </Text>
        </Stack>
        <CurrentPlanSummary user={user} />
        <PlanGrid user={user} stripeEnabled={config.data?.stripeEnabled ?? false} />
        <TopUpCard />
        <PricingFaq />
      </Stack>
    </Container>
  );
}
