import { Button, Field, HStack, Stack, Textarea } from '@chakra-ui/react';
import { LIMITS, type ContentItem } from '@vault/contracts';
import { useState } from 'react';
import { toastError, toastSuccess } from '../../../components/toaster';
import { errorDescription } from '../../../lib/errors';
import { useUpdateContent } from '../use-update-content';

interface NoteEditorProps {
  item: ContentItem;
  /** Called after a successful save and on Cancel. */
  onClose: () => void;
}

/** Edits the quick note: Save or Cancel (spec 2.8). A blank note removes it. */
export function NoteEditor({ item, onClose }: NoteEditorProps) {
  const [note, setNote] = useState(item.quickNote ?? '');
  const update = useUpdateContent(item.id);

  const save = () => {
    update.mutate(
      { quickNote: note.trim() ? note : null },
      {
        onSuccess: () => {
          toastSuccess('Note saved');
          onClose();
        },
        onError: (error) => toastError('Error', errorDescription(error, 'Failed to save note')),
      },
    );
  };

  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Quick note</Field.Label>
        <Textarea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={LIMITS.noteMaxLength}
          placeholder="Why did you save this?"
          rows={5}
          autoFocus
          autoresize
        />
      </Field.Root>
      <HStack justify="flex-end" gap="2">
        <Button variant="outline" size="sm" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button colorPalette="teal" size="sm" onClick={save} loading={update.isPending}>
          Save Note
        </Button>
      </HStack>
    </Stack>
  );
}
