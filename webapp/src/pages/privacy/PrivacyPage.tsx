import { SimplePage } from '../../components/SimplePage';
import { LegalSections } from '../../features/legal/LegalSections';
import { PRIVACY_POLICY } from '../../features/legal/privacy-policy';

export function PrivacyPage() {
  return (
    <SimplePage
      deferSections={false}
      title="Privacy Policy"
      intro="How Vault collects, uses, keeps and protects your personal data."
    >
      <LegalSections document={PRIVACY_POLICY} />
    </SimplePage>
  );
}
