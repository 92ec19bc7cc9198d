import { SimplePage } from '../../components/SimplePage';

export function CookiesPage() {
  return (
    <SimplePage title="Cookie Policy" intro="Which cookies Vault sets, and what each one is for." />
  );
}
