import { SimplePage } from '../../components/SimplePage';

export function AdminUsersPage() {
  return (
    <SimplePage
      title="Manage Users"
      intro="Administrators see every account and set its plan here."
    />
  );
}
