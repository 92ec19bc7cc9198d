import { SimplePage } from '../../components/SimplePage';
import { useCurrentUser } from '../../features/auth/use-current-user';
import { SubscriptionCard } from '../../features/billing/SubscriptionCard';
import { WhatsappCard } from '../../features/whatsapp/WhatsappCard';
import { ProfileCard } from './ProfileCard';

export function SettingsPage() {
  const { user } = useCurrentUser();
  return (
    <SimplePage
      title="Account Settings"
      intro="Your profile, password and WhatsApp connection are managed on this page."
    >
      {user ? <ProfileCard user={user} /> : null}
      {user ? <SubscriptionCard user={user} /> : null}
      {user ? <WhatsappCard user={user} /> : null}
    </SimplePage>
  );
}
