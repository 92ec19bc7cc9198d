import { SimplePage } from '../../components/SimplePage';

export function SettingsPage() {
  return (
    <SimplePage
      title="Account Settings"
      intro="Your profile, password and WhatsApp connection are managed on this page."
    />
  );
}
