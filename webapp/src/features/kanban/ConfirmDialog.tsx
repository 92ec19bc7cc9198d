import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { KanbanDialog } from './KanbanDialog';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something that cannot be undone (deleting a board or a column). */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <KanbanDialog title={title} onClose={onClose}>
      <Stack gap="4">
        <Text>{message}</Text>
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button colorPalette="red" loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </HStack>
      </Stack>
    </KanbanDialog>
  );
}
