import { SimplePage } from '../../components/SimplePage';

export function KanbanPage() {
  return (
    <SimplePage
      title="Kanban Boards"
      intro="Boards sort saved items into columns, for research, projects or a reading queue."
    />
  );
}
