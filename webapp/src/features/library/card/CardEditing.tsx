import type { ContentItem } from '@vault/contracts';
import { AddToBoardDialog } from '../../kanban/AddToBoardDialog';
import { NoteEditor } from '../editors/NoteEditor';
import { TagEditor } from '../editors/TagEditor';
import { ItemDialog } from './ItemDialog';

export type CardEditingKind = 'note' | 'tags' | 'board';

interface CardEditingProps {
  item: ContentItem;
  editing: CardEditingKind;
  onClose: () => void;
}

/** The dialog a card's menu opens: quick note, tags or add to board (spec 2.7). Loaded on demand. */
export function CardEditing({ item, editing, onClose }: CardEditingProps) {
  if (editing === 'board') return <AddToBoardDialog contentId={item.id} onClose={onClose} />;
  return (
    <ItemDialog title={editing === 'note' ? 'Quick note' : 'Manage tags'} onClose={onClose}>
      {editing === 'note' ? (
        <NoteEditor item={item} onClose={onClose} />
      ) : (
        <TagEditor item={item} onDone={onClose} />
      )}
    </ItemDialog>
  );
}
