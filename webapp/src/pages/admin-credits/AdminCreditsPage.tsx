import { SimplePage } from '../../components/SimplePage';

export function AdminCreditsPage() {
  return (
    <SimplePage
      title="Credit Management"
      intro="Administrators grant extraction credits and review every credit transaction here."
    />
  );
}
