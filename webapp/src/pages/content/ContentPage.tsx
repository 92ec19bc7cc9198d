import { useParams } from 'react-router';
import { SimplePage } from '../../components/SimplePage';

export function ContentPage() {
  const { id } = useParams();
  return (
    <SimplePage
      title="Content Details"
      intro={`Saved item ${id ?? ''}: its text, note, tags and media belong on this page.`}
    />
  );
}
