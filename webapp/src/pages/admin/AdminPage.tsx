import { Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { LuCoins, LuDownload, LuUsers } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router';
import { AdminTabs } from '../../features/admin/AdminTabs';
import { StatCards } from '../../features/admin/StatCards';
import { useAdminStats } from '../../features/admin/use-admin';

/** `/admin`: stat cards, links to the other admin screens and the analytics tabs (spec 2.15). */
export function AdminPage() {
  const stats = useAdminStats();
  return (
    <Container maxW="6xl" py={{ base: '5', md: '8' }}>
      <title>Admin Dashboard · Vault</title>
      <Stack gap={{ base: '6', md: '8' }}>
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Admin Dashboard
          </Heading>
          <Text color="fg.muted" fontSize="lg">
            Users, extractions and platforms across Vault.
          </Text>
        </Stack>
        <StatCards stats={stats.data} />
        <HStack gap="3" wrap="wrap">
          <Button asChild variant="outline">
            <RouterLink to="/admin/credits">
              <LuCoins /> Credit Management
            </RouterLink>
          </Button>
          <Button asChild variant="outline">
            <RouterLink to="/admin/users">
              <LuUsers /> Manage Users
            </RouterLink>
          </Button>
          {/* A plain link: the browser downloads the file with the session cookie. */}
          <Button asChild variant="outline">
            <a href="/api/admin/waitlist.csv" download>
              <LuDownload /> Export Waitlist (CSV)
            </a>
          </Button>
        </HStack>
        <AdminTabs />
      </Stack>
    </Container>
  );
}
