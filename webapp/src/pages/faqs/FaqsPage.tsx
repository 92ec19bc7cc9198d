import { SimplePage } from '../../components/SimplePage';

export function FaqsPage() {
  return (
    <SimplePage
      title="Frequently Asked Questions"
      intro="Answers about saving content, plans and limits, and your data."
    />
  );
}
