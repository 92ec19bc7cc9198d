import { IconButton } from '@chakra-ui/react';
import type { ContentItem } from '@vault/contracts';
import { lazy, Suspense, useState } from 'react';
import { LuEllipsisVertical } from 'react-icons/lu';
import { DeferredPopup } from '../../../components/DeferredPopup';
import { useDeleteContent } from '../use-delete-content';
import { useToggleRead } from '../use-toggle-read';
import type { CardEditingKind } from './CardEditing';
import type { CardMenuProps } from './CardMenu';

// The menu and the editors load when first used: fifty items would otherwise carry their code
// and their state machines into every dashboard visit.
const loadCardMenu = () => import('./CardMenu').then((module) => module.CardMenu);
const CardEditing = lazy(() =>
  import('./CardEditing').then((module) => ({ default: module.CardEditing })),
);

interface ItemMenuProps {
  item: ContentItem;
  /** The user's plan allows notes and tags. */
  paid: boolean;
  onRetry: () => void;
}

/** The three-dots menu of an item, card or row alike, and the editor it opens. */
export function ItemMenu({ item, paid, onRetry }: ItemMenuProps) {
  const [editing, setEditing] = useState<CardEditingKind | null>(null);
  const remove = useDeleteContent();
  const toggleRead = useToggleRead();
  return (
    <>
      <DeferredPopup<CardMenuProps>
        kind="menu"
        load={loadCardMenu}
        trigger={
          <IconButton variant="ghost" size="xs" aria-label="More actions">
            <LuEllipsisVertical />
          </IconButton>
        }
        props={{
          item,
          paid,
          onAddNote: () => setEditing('note'),
          onManageTags: () => setEditing('tags'),
          onAddToBoard: () => setEditing('board'),
          onToggleRead: () => toggleRead.mutate(item),
          onRetry,
          onDelete: () => remove(item),
        }}
      />
      {/* Mounted only while editing: fifty idle dialogs would slow the list down. */}
      {editing ? (
        <Suspense fallback={null}>
          <CardEditing item={item} editing={editing} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
