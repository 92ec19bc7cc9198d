import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import { AdminBackLink } from '../../features/admin/AdminBackLink';
import { AdminUsersList } from '../../features/admin/AdminUsersList';
import { QuickUpgradeForm } from '../../features/admin/QuickUpgradeForm';

/** `/admin/users`: the quick upgrade form and every account (spec 2.15). */
export function AdminUsersPage() {
  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }}>
      <title>Manage Users · Vault</title>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2">
          <AdminBackLink />
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Manage Users
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Every account, its plan and usage; set any plan on any user.
          </Text>
        </Stack>
        <QuickUpgradeForm />
        <AdminUsersList />
      </Stack>
    </Container>
  );
}
