import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { RevealInSteps } from '../../components/RevealInSteps';
import { SimplePage } from '../../components/SimplePage';
import { ApiTokensCard } from '../../features/account/ApiTokensCard';
import { ChangePasswordCard } from '../../features/account/ChangePasswordCard';
import { EditProfileCard } from '../../features/account/EditProfileCard';
import { PleaseLogIn } from '../../features/account/PleaseLogIn';
import { ProfileCard } from '../../features/account/ProfileCard';
import { SecurityTipsCard } from '../../features/account/SecurityTipsCard';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { SubscriptionCard } from '../../features/billing/SubscriptionCard';
import { ExportLibraryCard } from '../../features/import/ExportLibraryCard';
import { ImportCard } from '../../features/import/ImportCard';
import { WhatsappCard } from '../../features/whatsapp/WhatsappCard';

/** Account Settings (spec 2.10). Open to everyone: without a user it asks to log in. */
export function SettingsPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner />;
  return (
    <SimplePage
      title="Account Settings"
      intro="Your profile, password, API tokens, WhatsApp connection, imports and exports are managed on this page."
    >
      {user ? (
        // A phone shows the first card or two: the rest commit and lay out a frame later.
        <RevealInSteps first={3} step={3}>
          <ProfileCard user={user} />
          {/* Keyed by the saved values, so the form shows them again after a change. */}
          <EditProfileCard key={`${user.firstName}|${user.lastName}|${user.email}`} user={user} />
          <SubscriptionCard user={user} />
          <WhatsappCard user={user} />
          <ChangePasswordCard />
          <SecurityTipsCard />
          <ApiTokensCard />
          <ImportCard />
          <ExportLibraryCard />
          <Text color="fg.muted" fontSize="sm">
            To download your data or delete your account, go to{' '}
            <Link asChild colorPalette="teal">
              <RouterLink to="/privacy-settings">Privacy &amp; Data</RouterLink>
            </Link>
            .
          </Text>
        </RevealInSteps>
      ) : (
        <PleaseLogIn />
      )}
    </SimplePage>
  );
}
