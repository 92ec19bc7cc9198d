import {
  Blockquote,
  Button,
  CloseButton,
  Dialog,
  Field,
  HStack,
  Input,
  Portal,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { blockquoteSlotRecipe, dialogSlotRecipe } from '@chakra-ui/react/theme';
import { type Highlight, type HighlightColor, LIMITS } from '@vault/contracts';
import { useRef, useState } from 'react';
import { toastError } from '../../components/toaster';
import { toastLayer } from '../../components/toast-layer';
import { errorDescription } from '../../lib/errors';
import { ColorSwatches } from './ColorSwatches';
import type { useHighlightActions } from './use-highlights';

interface HighlightDialogProps {
  highlight: Highlight;
  actions: ReturnType<typeof useHighlightActions>;
  /** Opened from Note: the note field takes the focus. */
  focusNote?: boolean;
  onClose: () => void;
}

/** Tags typed as a comma-separated list. */
function parseTags(value: string): string[] {
  return value
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/** One highlight: its colour, note and tags, or Delete. */
export function HighlightDialog({ highlight, actions, focusNote, onClose }: HighlightDialogProps) {
  const [color, setColor] = useState<HighlightColor>(highlight.color);
  const [note, setNote] = useState(highlight.note ?? '');
  const [tags, setTags] = useState(highlight.tags.join(', '));
  const noteField = useRef<HTMLTextAreaElement>(null);
  const busy = actions.update.isPending || actions.remove.isPending;

  const save = () => {
    actions.update.mutate(
      {
        id: highlight.id,
        changes: { color, note: note.trim() ? note : null, tags: parseTags(tags) },
      },
      {
        onSuccess: onClose,
        onError: (error) =>
          toastError('Error', errorDescription(error, 'Failed to save the highlight')),
      },
    );
  };
  const remove = () => {
    actions.remove.mutate(highlight.id, {
      onSuccess: onClose,
      onError: (error) =>
        toastError('Error', errorDescription(error, 'Failed to delete the highlight')),
    });
  };

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      persistentElements={[toastLayer]}
      {...(focusNote ? { initialFocusEl: () => noteField.current } : {})}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Highlight</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <Stack gap="4">
                <Blockquote.Root recipe={blockquoteSlotRecipe} colorPalette="gray">
                  <Blockquote.Content>
                    <Text lineClamp={4} whiteSpace="pre-line">
                      {highlight.quote}
                    </Text>
                  </Blockquote.Content>
                </Blockquote.Root>
                {highlight.status === 'needs-review' ? (
                  <Text fontSize="sm" color="fg.warning">
                    This passage is no longer in the saved text, so it is not marked there.
                  </Text>
                ) : null}
                <Field.Root>
                  <Field.Label>Colour</Field.Label>
                  <ColorSwatches value={color} labelPrefix="Colour" onPick={setColor} />
                </Field.Root>
                <Field.Root>
                  <Field.Label>Note</Field.Label>
                  <Textarea
                    value={note}
                    maxLength={LIMITS.noteMaxLength}
                    rows={4}
                    ref={noteField}
                    onChange={(event) => setNote(event.target.value)}
                  />
                </Field.Root>
                <Field.Root>
                  <Field.Label>Tags</Field.Label>
                  <Input
                    value={tags}
                    placeholder="idea, to quote"
                    onChange={(event) => setTags(event.target.value)}
                  />
                  <Field.HelperText>Separate tags with commas.</Field.HelperText>
                </Field.Root>
                <HStack justify="space-between" gap="2" wrap="wrap">
                  <Button
                    variant="outline"
                    colorPalette="red"
                    onClick={remove}
                    loading={actions.remove.isPending}
                    disabled={busy}
                  >
                    Delete
                  </Button>
                  <HStack gap="2">
                    <Button variant="outline" onClick={onClose} disabled={busy}>
                      Cancel
                    </Button>
                    <Button
                      colorPalette="brand"
                      onClick={save}
                      loading={actions.update.isPending}
                      disabled={busy}
                    >
                      Save
                    </Button>
                  </HStack>
                </HStack>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
