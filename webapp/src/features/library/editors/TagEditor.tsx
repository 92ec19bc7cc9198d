import { Button, Field, HStack, IconButton, Input, Stack, Tag, Text, Wrap } from '@chakra-ui/react';
import type { ContentItem } from '@vault/contracts';
import { useState, type FormEvent } from 'react';
import { LuPlus, LuX } from 'react-icons/lu';
import { toastError } from '../../../components/toaster';
import { errorDescription } from '../../../lib/errors';
import { useUpdateContent } from '../use-update-content';
import { addTag, removeTag } from './tag-rules';

interface TagEditorProps {
  item: ContentItem;
  onDone: () => void;
}

/**
 * Tag edit mode (spec 2.8): add with Enter or the plus button, click a tag to remove it; every
 * change is saved at once. Done leaves edit mode.
 */
export function TagEditor({ item, onDone }: TagEditorProps) {
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateContent(item.id);
  const tags = item.customTags ?? [];

  const save = (next: string[], afterSave?: () => void) => {
    update.mutate(
      { customTags: next.length ? next : null },
      {
        onSuccess: afterSave,
        onError: (error) => toastError('Error', errorDescription(error, 'Failed to save tags')),
      },
    );
  };

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = addTag(tags, draft);
    if (!result.ok) {
      setProblem(result.reason);
      return;
    }
    setProblem(null);
    save(result.tags, () => setDraft(''));
  };

  return (
    <Stack gap="3">
      <form onSubmit={onAdd} aria-label="Add a tag">
        <Field.Root invalid={Boolean(problem)}>
          <Field.Label>New tag</Field.Label>
          <HStack gap="2" w="full">
            <Input
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              placeholder="e.g. research"
              autoFocus
              disabled={update.isPending}
            />
            <IconButton
              type="submit"
              aria-label="Add tag"
              colorPalette="brand"
              loading={update.isPending}
            >
              <LuPlus />
            </IconButton>
          </HStack>
          {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
        </Field.Root>
      </form>
      {tags.length ? (
        <Wrap gap="2" as="ul" listStyleType="none" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>
              <Tag.Root asChild size="lg" variant="surface" colorPalette="brand" cursor="pointer">
                <button
                  type="button"
                  aria-label={`Remove tag ${tag}`}
                  disabled={update.isPending}
                  onClick={() => save(removeTag(tags, tag))}
                >
                  <Tag.Label>{tag}</Tag.Label>
                  <LuX aria-hidden />
                </button>
              </Tag.Root>
            </li>
          ))}
        </Wrap>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          No tags yet.
        </Text>
      )}
      <HStack justify="flex-end">
        <Button size="sm" variant="outline" onClick={onDone}>
          Done
        </Button>
      </HStack>
    </Stack>
  );
}
