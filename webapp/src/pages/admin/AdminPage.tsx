import { SimplePage } from '../../components/SimplePage';

export function AdminPage() {
  return (
    <SimplePage
      title="Admin Dashboard"
      intro="Analytics on users, extractions and platforms for administrators."
    />
  );
}
