import { Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { LIMITS, type ContentItem } from '@vault/contracts';
import { useId, useState } from 'react';
import { toastError, toastSuccess } from '../../../components/toaster';
import { errorDescription } from '../../../lib/errors';
import { formatNumber } from '../../../lib/format';
import { useUpdateContent } from '../use-update-content';

interface NoteEditorProps {
  item: ContentItem;
  /** Called after a successful save and on Cancel. */
  onClose: () => void;
}

/**
 * Edits the quick note: Save or Cancel (spec 2.8), with a 'n / 10,000' counter and a word at the
 * limit. A blank note removes it.
 */
export function NoteEditor({ item, onClose }: NoteEditorProps) {
  const [note, setNote] = useState(item.quickNote ?? '');
  const update = useUpdateContent(item.id);
  const counterId = useId();

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

  const atLimit = note.length >= LIMITS.noteMaxLength;
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>Quick note</Field.Label>
        <Textarea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          maxLength={LIMITS.noteMaxLength}
          placeholder="Why did you save this?"
          // A fixed height that scrolls inside: a long note no longer pushes Save off the screen.
          height="40"
          resize="vertical"
          autoFocus
          aria-describedby={counterId}
        />
        <HStack justify="space-between" w="full" gap="3" fontSize="xs">
          <Text fontWeight="medium" aria-live="polite">
            {atLimit
              ? `The note has reached its ${formatNumber(LIMITS.noteMaxLength)}-character limit.`
              : null}
          </Text>
          <Text id={counterId} color="fg.muted" flexShrink="0">
            {formatNumber(note.length)} / {formatNumber(LIMITS.noteMaxLength)}
          </Text>
        </HStack>
      </Field.Root>
      <HStack justify="flex-end" gap="2">
        <Button variant="outline" size="sm" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button colorPalette="brand" size="sm" onClick={save} loading={update.isPending}>
          Save Note
        </Button>
      </HStack>
    </Stack>
  );
}
