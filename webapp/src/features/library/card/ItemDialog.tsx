import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { toastLayer } from '../../../components/toast-layer';
import type { ReactNode } from 'react';

interface ItemDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A small dialog for editing one item from its card (note, tags); open while mounted. */
export function ItemDialog({ title, onClose, children }: ItemDialogProps) {
  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      persistentElements={[toastLayer]}
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
