import { Link, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
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
import { LazyFeedsIntegrations } from '../../features/feeds/LazyFeedsIntegrations';
import { ExportLibraryCard } from '../../features/import/ExportLibraryCard';
import { ImportCard } from '../../features/import/ImportCard';
import { WhatsappCard } from '../../features/whatsapp/WhatsappCard';
import { LazyEmailInCard } from '../../features/email-in/LazyEmailInCard';
import type { User } from '@vault/contracts';
import { SettingsNav } from './SettingsNav';
import { sectionAt, type SettingsSectionKey } from './settings-sections';

function SectionCards({ section, user }: { section: SettingsSectionKey; user: User }) {
  switch (section) {
    case 'profile':
      return (
        <>
          <ProfileCard user={user} />
          {/* Keyed by the saved values, so the form shows them again after a change. */}
          <EditProfileCard key={`${user.firstName}|${user.lastName}|${user.email}`} user={user} />
        </>
      );
    case 'plan':
      return <SubscriptionCard user={user} />;
    case 'integrations':
      return (
        <>
          <WhatsappCard user={user} />
          <LazyEmailInCard />
          <ApiTokensCard />
          <LazyFeedsIntegrations user={user} />
        </>
      );
    case 'import-export':
      return (
        <>
          <ImportCard />
          <ExportLibraryCard />
        </>
      );
    case 'security':
      return (
        <>
          <ChangePasswordCard />
          <SecurityTipsCard />
          <Text color="fg.muted" fontSize="sm">
            To download your data or delete your account, go to{' '}
            <Link asChild colorPalette="brand">
              <RouterLink to="/privacy-settings">Privacy &amp; Data</RouterLink>
            </Link>
            .
          </Text>
        </>
      );
  }
}

/**
 * Account Settings (spec 2.10) in sections, each at its own address (settings-sections.ts). Open
 * to everyone: without a user it asks to log in.
 */
export function SettingsPage() {
  const { user, isLoading } = useCurrentUser();
  const section = sectionAt(useLocation().pathname);
  if (isLoading) return <PageSpinner />;
  return (
    <SimplePage title="Account Settings" intro={section.intro}>
      {user ? (
        <>
          <SettingsNav current={section.key} />
          {/* A phone shows the first card or two: the rest commit and lay out a frame later. */}
          <RevealInSteps first={3} step={3}>
            <SectionCards section={section.key} user={user} />
          </RevealInSteps>
        </>
      ) : (
        <PleaseLogIn />
      )}
    </SimplePage>
  );
}
