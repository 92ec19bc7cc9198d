import { Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AdminBackLink } from '../../features/admin/AdminBackLink';
import { CreditHistory } from '../../features/admin/CreditHistory';
import { GrantCreditsForm } from '../../features/admin/GrantCreditsForm';

/** `/admin/credits`: grant credits and review every credit transaction (spec 2.15). */
export function AdminCreditsPage() {
  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }}>
      <title>Credit Management · Vault</title>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2">
          <AdminBackLink />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Credit Management
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Grant extraction credits and review every credit transaction.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
          <GrantCreditsForm />
          <CreditHistory />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
