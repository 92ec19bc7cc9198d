import { Text } from '@chakra-ui/react';
import type { SearchMatchField } from '@vault/contracts';

const LABELS: Record<SearchMatchField, string> = {
  title: 'title',
  tags: 'tags',
  note: 'note',
  text: 'text',
  highlight: 'highlights',
};

/** Where a search found the item ("Found in highlights, note"); nothing outside a search. */
export function MatchedIn({ fields }: { fields: SearchMatchField[] | undefined }) {
  if (!fields?.length) return null;
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="matched-in">
      Found in {fields.map((field) => LABELS[field]).join(', ')}
    </Text>
  );
}
