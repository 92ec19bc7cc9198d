import { Button, Text } from '@chakra-ui/react';
import { PREVIEW_LENGTHS, type ContentItem } from '@vault/contracts';
import { useState } from 'react';
import { LuPencil } from 'react-icons/lu';
import { NoteEditor } from '../editors/NoteEditor';
import { CollapsibleText } from '../ui/CollapsibleText';
import { DetailSection } from './DetailSection';

interface QuickNoteSectionProps {
  item: ContentItem;
  /** Paid plans may edit; free users only see a note kept from an earlier plan. */
  paid: boolean;
}

/** The quick note: view, then edit with Save or Cancel (spec 2.8). */
export function QuickNoteSection({ item, paid }: QuickNoteSectionProps) {
  const [editing, setEditing] = useState(false);
  if (!paid && !item.quickNote) return null;

  const editButton =
    paid && !editing ? (
      <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
        <LuPencil /> {item.quickNote ? 'Edit Note' : 'Add Note'}
      </Button>
    ) : null;

  return (
    <DetailSection title="Quick note" actions={editButton}>
      {editing ? (
        <NoteEditor item={item} onClose={() => setEditing(false)} />
      ) : item.quickNote ? (
        <CollapsibleText
          text={item.quickNote}
          limit={PREVIEW_LENGTHS.note}
          data-testid="quick-note"
        />
      ) : (
        <Text color="fg.muted" fontSize="sm">
          No note yet. Add one to remember why you saved this.
        </Text>
      )}
    </DetailSection>
  );
}
