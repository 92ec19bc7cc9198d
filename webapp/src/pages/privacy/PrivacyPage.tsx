import { SimplePage } from '../../components/SimplePage';

export function PrivacyPage() {
  return (
    <SimplePage
      title="Privacy Policy"
      intro="How Vault collects, uses, keeps and protects your personal data."
    />
  );
}
