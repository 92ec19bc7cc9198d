import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { toastLayer } from '../../components/toast-layer';

interface KanbanDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** The element focused when the dialog opens (a name field). */
  initialFocus?: () => HTMLElement | null;
}

/** A modal of the Kanban screens, open while mounted; toasts stay usable above it. */
export function KanbanDialog({ title, onClose, children, initialFocus }: KanbanDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      persistentElements={[toastLayer]}
      {...(initialFocus ? { initialFocusEl: initialFocus } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
