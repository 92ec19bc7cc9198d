import { SimplePage } from '../../components/SimplePage';

export function TermsPage() {
  return <SimplePage title="Terms of Use" intro="The terms that apply when you use Vault." />;
}
