import { SimplePage } from '../../components/SimplePage';
import { LegalSections } from '../../features/legal/LegalSections';
import { TERMS_OF_USE } from '../../features/legal/terms-of-use';

export function TermsPage() {
  return (
    <SimplePage
      deferSections={false}
      title="Terms of Use"
      intro="The terms that apply when you use Vault."
    >
      <LegalSections document={TERMS_OF_USE} />
    </SimplePage>
  );
}
