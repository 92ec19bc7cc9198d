import { Container } from '@chakra-ui/react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { AccountCard, type AccountTab } from '../../features/auth/AccountCard';
import { useCurrentUser } from '../../features/auth/use-current-user';

/** `/login`: the Account card on its own, opened on Sign In; a signed-in user goes home. */
export function LoginPage() {
  const { user, isLoading } = useCurrentUser();
  const [tab, setTab] = useState<AccountTab>('signin');
  if (isLoading) return <PageSpinner />;
  if (user) return <Navigate to="/" replace />;
  return (
    <Container maxW="md" py={{ base: '8', md: '16' }}>
      <title>Sign in · Vault</title>
      <AccountCard tab={tab} onTabChange={setTab} />
    </Container>
  );
}
