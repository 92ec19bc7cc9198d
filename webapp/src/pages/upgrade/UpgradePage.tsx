import { SimplePage } from '../../components/SimplePage';

export function UpgradePage() {
  return (
    <SimplePage
      title="Upgrade Your Plan"
      intro="Pro and Premium add quick notes, tags, media attachments and Kanban boards."
    />
  );
}
