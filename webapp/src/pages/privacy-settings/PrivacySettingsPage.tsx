import { SimplePage } from '../../components/SimplePage';

export function PrivacySettingsPage() {
  return (
    <SimplePage
      title="Privacy & Data"
      intro="Exporting your data and deleting your account are handled on this page."
    />
  );
}
