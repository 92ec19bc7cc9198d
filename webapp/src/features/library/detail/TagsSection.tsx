import { Button, Text } from '@chakra-ui/react';
import type { ContentItem } from '@vault/contracts';
import { useState } from 'react';
import { LuTags } from 'react-icons/lu';
import { TagEditor } from '../editors/TagEditor';
import { TagPreview } from '../ui/TagPreview';
import { DetailSection } from './DetailSection';

interface TagsSectionProps {
  item: ContentItem;
  /** Paid plans may edit; free users only see tags kept from an earlier plan. */
  paid: boolean;
}

/** Tags: the first three then '+N' (expandable), and an edit mode ending with Done (spec 2.8). */
export function TagsSection({ item, paid }: TagsSectionProps) {
  const [editing, setEditing] = useState(false);
  const tags = item.customTags ?? [];
  if (!paid && tags.length === 0) return null;

  const editButton =
    paid && !editing ? (
      <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
        <LuTags /> Edit Tags
      </Button>
    ) : null;

  return (
    <DetailSection title="Tags" actions={editButton}>
      {editing ? (
        <TagEditor item={item} onDone={() => setEditing(false)} />
      ) : tags.length ? (
        <TagPreview tags={tags} expandable />
      ) : (
        <Text color="fg.muted" fontSize="sm">
          No tags yet.
        </Text>
      )}
    </DetailSection>
  );
}
