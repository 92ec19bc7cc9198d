import { SimplePage } from '../../components/SimplePage';

/** `/` for a signed-in user. */
export function DashboardPage() {
  return <SimplePage title="Your Vault" intro="Saved items appear here." />;
}
